import { parseArgs } from 'node:util';

/** An integer flag with its default and the range a run on one machine can sensibly use. */
export interface IntegerFlag {
  default: number;
  min: number;
  max: number;
  help: string;
}

export interface StringFlag {
  default: string;
  help: string;
}

export interface ParsedFlags<K extends string> {
  help: boolean;
  target: string | null;
  databaseUrl: string | null;
  integers: Record<K, number>;
  strings: Record<string, string>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Node's own refusals (an unknown flag, a value that looks like a flag) as usage errors. */
function parseArgsOrRefuse<T extends Parameters<typeof parseArgs>[0]>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * Parses `--name value` flags: the integer ones given, string ones with defaults, and the
 * shared `--target`/`--database-url` pair for running against a system already up.
 */
export function parseFlags<K extends string>(
  argv: readonly string[],
  integerFlags: Record<K, IntegerFlag>,
  stringFlags: Record<string, StringFlag> = {},
): ParsedFlags<K> {
  const { values } = parseArgsOrRefuse({
    args: [...argv],
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      target: { type: 'string' },
      'database-url': { type: 'string' },
      ...Object.fromEntries(
        [...Object.keys(integerFlags), ...Object.keys(stringFlags)].map((name) => [
          name,
          { type: 'string' as const },
        ]),
      ),
    },
  });
  const raw = values as Record<string, string | boolean | undefined>;
  const integers = {} as Record<K, number>;
  for (const [name, flag] of Object.entries(integerFlags) as [K, IntegerFlag][]) {
    const given = raw[name];
    const value = typeof given === 'string' ? Number(given) : flag.default;
    if (!Number.isInteger(value) || value < flag.min || value > flag.max) {
      throw new UsageError(
        `--${name} must be an integer from ${flag.min} to ${flag.max}, not "${String(given)}"`,
      );
    }
    integers[name] = value;
  }
  const strings: Record<string, string> = {};
  for (const [name, flag] of Object.entries(stringFlags)) {
    const given = raw[name];
    strings[name] = typeof given === 'string' && given.length > 0 ? given : flag.default;
  }
  const target = typeof raw['target'] === 'string' ? raw['target'].replace(/\/+$/, '') : null;
  const databaseUrl = typeof raw['database-url'] === 'string' ? raw['database-url'] : null;
  if (target && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(target)) {
    // The generator's traffic stays on this machine: it is a benchmark, not a stress test of others.
    throw new UsageError('--target must be http://127.0.0.1:<port> or http://localhost:<port>');
  }
  if (target && !databaseUrl) {
    throw new UsageError("--target needs --database-url: the checks read the system's database");
  }
  return { help: raw['help'] === true, target, databaseUrl, integers, strings };
}

/** Usage text listing each flag with its default. */
export function usage(
  command: string,
  summary: string,
  integerFlags: Record<string, IntegerFlag>,
  stringFlags: Record<string, StringFlag> = {},
) {
  const lines = [
    `Usage: ${command} [flags]`,
    '',
    summary,
    '',
    '  --target URL          use a running system (http://127.0.0.1:PORT) instead of starting one',
    '  --database-url URL    its database (required with --target)',
    ...Object.entries(integerFlags).map(
      ([name, flag]) => `  --${`${name} N`.padEnd(19)} ${flag.help} (default ${flag.default})`,
    ),
    ...Object.entries(stringFlags).map(
      ([name, flag]) => `  --${`${name} S`.padEnd(19)} ${flag.help} (default "${flag.default}")`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

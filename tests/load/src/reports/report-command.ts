import { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { UsageError } from '../options/cli-flags.ts';
import type { Verdict } from '../budgets/verdict.ts';
import { print } from './print.ts';
import { printReport } from './print-report.ts';
import { writeReportFiles } from './report-files.ts';
import type { ReportTable } from './report-table.ts';

/** What a run hands back to be printed and kept. */
export interface ReportOutput {
  tables: ReportTable[];
  verdicts: Verdict[];
  /** Written as the run's JSON report. */
  json: unknown;
  /** The run's HTML page. */
  html: string;
}

/** One benchmark command (`pnpm load`, `pnpm bench`): its flags, its run, its report. */
export interface ReportCommand<Options extends { help: boolean }> {
  kind: 'load' | 'bench';
  usage: string;
  parse(argv: readonly string[]): Options;
  /** Everything it starts goes on `cleanup`, which runs before the report is printed. */
  run(options: Options, cleanup: CleanupStack): Promise<ReportOutput>;
}

/**
 * What `pnpm load` and `pnpm bench` share around their runs: `--help`, cleanup on the way out
 * (signals included), the tables and verdicts printed, the JSON and HTML reports written,
 * and a usage error answered with the usage and exit code 2.
 */
export function runReportCommand<Options extends { help: boolean }>(
  command: ReportCommand<Options>,
): void {
  const main = async () => {
    const options = command.parse(process.argv.slice(2));
    if (options.help) {
      process.stdout.write(command.usage);
      return;
    }
    const cleanup = new CleanupStack();
    cleanup.onSignals();
    let output: ReportOutput;
    try {
      output = await command.run(options, cleanup);
    } finally {
      print('› Cleaning up…');
      await cleanup.runAll();
    }
    printReport(output.tables, output.verdicts);
    const files = await writeReportFiles(command.kind, output.json, output.html);
    print();
    print(`Report: ${files.htmlPath}`);
    print(`        ${files.jsonPath}`);
  };
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof UsageError ? `${error.message}\n\n${command.usage}` : String((error as Error)?.stack ?? error)}\n`,
    );
    process.exitCode = error instanceof UsageError ? 2 : 1;
  });
}

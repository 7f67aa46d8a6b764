const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABELS = `\\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\]|\\\\.)*",?)*\\}`;
// Go's ParseFloat, which Prometheus uses, takes NaN and Inf in any case (prom-client says Nan).
const VALUE = '(?:[-+]?(?:[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)|[Nn][Aa][Nn]|[-+]?[Ii][Nn][Ff])';
const SAMPLE = new RegExp(`^(${NAME})(${LABELS})? (${VALUE})(?: [0-9]+)?$`);
const COMMENT = new RegExp(
  `^# (?:HELP ${NAME} .*|TYPE ${NAME} (?:counter|gauge|histogram|summary|untyped))$`,
);

export interface PrometheusSample {
  name: string;
  labels: string;
  value: number;
}

/**
 * Reads Prometheus's text exposition format strictly: a line that is neither a HELP/TYPE
 * comment nor a sample throws, naming it.
 */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    samples.push({ name: match[1] ?? '', labels: match[2] ?? '', value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a series' samples whose labels contain every `label="value"` given. */
export function sampleSum(samples: PrometheusSample[], name: string, ...labels: string[]): number {
  return samples
    .filter((sample) => sample.name === name && labels.every((l) => sample.labels.includes(l)))
    .reduce((sum, sample) => sum + sample.value, 0);
}

import type { machineFacts } from '../system/machine-facts.ts';
import { escapeHtml } from '@wishwall/security/escape-html';
import type { ReportTable } from './report-table.ts';
import type { Verdict } from '../budgets/verdict.ts';

export interface HtmlChart {
  title: string;
  /** Trusted SVG markup from svg-charts.ts. */
  svg: string;
  caption: string;
}

export interface HtmlReportPage {
  title: string;
  /** Lines under the title: when, where, with which command. */
  facts: string[];
  verdicts: Verdict[];
  tables: ReportTable[];
  charts: HtmlChart[];
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111827}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #d1d5db;padding:.3rem .6rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}.pass{color:#15803d;font-weight:600}.fail{color:#b91c1c;font-weight:600}
.facts{color:#4b5563;font-size:.9rem}figure{margin:1rem 0}figcaption{color:#4b5563;font-size:.85rem}`;

function table({ title, headers, rows, notes = [] }: ReportTable): string {
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  const noteLines = notes.map((note) => `<p class="facts">${escapeHtml(note)}</p>`).join('');
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${noteLines}`;
}

/** One self-contained page: no scripts, no external styles or fonts, charts inline. */
export function renderHtmlReport(page: HtmlReportPage): string {
  const verdictRows = page.verdicts
    .map(
      (v) =>
        `<tr><td>${escapeHtml(v.budget)}</td><td>${escapeHtml(v.limit)}</td><td>${escapeHtml(v.measured)}</td>` +
        `<td class="${v.pass ? 'pass' : 'fail'}">${v.pass ? 'PASS' : 'FAIL'}</td></tr>`,
    )
    .join('');
  const charts = page.charts
    .map(
      (c) =>
        `<h2>${escapeHtml(c.title)}</h2><figure>${c.svg}<figcaption>${escapeHtml(c.caption)}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(page.title)}</h1>
<div class="facts">${page.facts.map((f) => `<div>${escapeHtml(f)}</div>`).join('')}</div>
<h2>Budgets (docs/architecture.md#performance-budgets)</h2><table><thead><tr><th>Budget</th><th>Limit</th><th>Measured</th><th>Verdict</th></tr></thead><tbody>${verdictRows}</tbody></table>
${page.tables.map(table).join('\n')}
${charts}
</body></html>
`;
}

/** The facts a report page opens with: the command, the machine, the system, the outcome. */
export function runFacts(
  run: { command: string; machine: ReturnType<typeof machineFacts>; pass: boolean },
  system: string,
): string[] {
  const m = run.machine;
  return [
    `Command: ${run.command}`,
    `Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB, ${m.platform}, Node ${m.node}`,
    `System under test: ${system}`,
    `Overall: ${run.pass ? 'every budget holds' : 'some budget fails'}`,
  ];
}

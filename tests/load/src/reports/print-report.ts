import { print } from './print.ts';
import type { ReportTable } from './report-table.ts';
import { textTable } from './text-table.ts';
import type { Verdict } from '../budgets/verdict.ts';

/** The tables and the budget verdicts, for the terminal. */
export function printReport(tables: readonly ReportTable[], verdicts: readonly Verdict[]): void {
  for (const table of tables) {
    print();
    print(table.title);
    print(textTable(table.headers, table.rows));
    for (const note of table.notes ?? []) print(`  ${note}`);
  }
  print();
  print('Budgets (docs/architecture.md#performance-budgets)');
  print(
    textTable(
      ['Budget', 'Limit', 'Measured', 'Verdict'],
      verdicts.map((v) => [v.budget, v.limit, v.measured, v.pass ? 'PASS' : 'FAIL']),
    ),
  );
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Under .data/, which git ignores: reports are results of one machine, not sources. */
export const REPORTS_DIR = path.resolve(import.meta.dirname, '../../../../.data/load-reports');

/** Writes `<timestamp>-<kind>.json` and `.html`, and returns their paths. */
export async function writeReportFiles(kind: string, json: unknown, html: string) {
  await mkdir(REPORTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const jsonPath = path.join(REPORTS_DIR, `${stamp}-${kind}.json`);
  const htmlPath = path.join(REPORTS_DIR, `${stamp}-${kind}.html`);
  await writeFile(jsonPath, `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(htmlPath, html);
  return { jsonPath, htmlPath };
}

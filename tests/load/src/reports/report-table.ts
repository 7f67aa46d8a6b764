/** A table of figures, printed in the terminal and rendered in the HTML report alike. */
export interface ReportTable {
  title: string;
  headers: string[];
  rows: string[][];
  /** Lines printed under the table. */
  notes?: string[];
}

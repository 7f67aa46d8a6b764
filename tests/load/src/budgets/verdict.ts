/** One performance budget, what was measured against it, and whether it holds. */
export interface Verdict {
  budget: string;
  limit: string;
  measured: string;
  pass: boolean;
}

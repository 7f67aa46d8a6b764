/**
 * Thrown by a handler whose facts Postgres contradicts: the job's payload claims something
 * (a verified address, a captured duplicate, a withdrawal's status) that is not so, because
 * the state moved on since the event or because the job never came from one (a job added by
 * hand). Running it again would find the same, so the runner finishes it without effect:
 * logged, counted in `wishwall_jobs_skipped_total` and recorded as done (decision 0039).
 */
export class JobSkipped extends Error {
  override name = 'JobSkipped';
}

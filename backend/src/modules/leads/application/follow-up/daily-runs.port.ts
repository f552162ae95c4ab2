/** Port: the record of jobs run once a day across every instance (the scheduled_run table, one row per job and day). */
export abstract class DailyRuns {
  /**
   * Claims `job` for the office's calendar `day` (YYYY-MM-DD): true for the one caller that gets it, false when another
   * instance holds it right now or it already ran that day. Call it inside a transaction: the work done in that
   * transaction and the claim commit (or roll back) together.
   */
  abstract claim(job: string, day: string, now: Date): Promise<boolean>;
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DailyRuns } from '../../application/follow-up/daily-runs.port';

/** Fixed numbers: the advisory lock of each daily job (the retention job has its own in postgres-personal-data.ts). */
const JOB_LOCK_KEYS: Record<string, number> = { 'follow-up-digest': 720_412_002 };

/**
 * A row "job:YYYY-MM-DD" in scheduled_run per run, written in the caller's transaction under the job's advisory lock:
 * a second instance, or a restart the same day, finds it and does nothing.
 */
@Injectable()
export class PostgresDailyRuns extends DailyRuns {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(job: string, day: string, now: Date): Promise<boolean> {
    const key = JOB_LOCK_KEYS[job];
    if (key === undefined) throw new Error(`No lock key for the daily job ${job}`);
    const [lock] = await this.em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [key]);
    if (!lock?.locked) return false;
    const inserted = await this.em.execute<{ name: string }[]>(
      'insert into scheduled_run (name, last_run_at) values (?, ?) on conflict (name) do nothing returning name',
      [`${job}:${day}`, now],
    );
    return inserted.length === 1;
  }
}

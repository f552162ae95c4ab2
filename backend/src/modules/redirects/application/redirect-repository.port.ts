import type { Redirect } from '../domain/redirect';

/** Port: the redirect table. `insert` throws RedirectTakenError when the old path already has a redirect. */
export abstract class RedirectRepository {
  /** Newest first. */
  abstract list(): Promise<Redirect[]>;
  abstract find(id: string): Promise<Redirect | undefined>;
  abstract insert(redirect: Redirect): Promise<void>;
  /** Inserts, or replaces the redirect of the same old path. */
  abstract replace(redirect: Redirect): Promise<void>;
  /** Every redirect that led to `oldTarget` leads to `newTarget` instead (a chain collapsed to one hop). */
  abstract retarget(oldTarget: string, newTarget: string): Promise<void>;
  abstract removeFrom(fromPaths: string[]): Promise<void>;
  abstract remove(id: string): Promise<boolean>;
}

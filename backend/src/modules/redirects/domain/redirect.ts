import type { RedirectSource } from '@costa-sol/common';

/** An old public path that answers 301 with a new one (both canonical site paths, never the same). */
export interface Redirect {
  id: string;
  fromPath: string;
  toPath: string;
  source: RedirectSource;
  createdAt: Date;
  /** The staff member who added it by hand; null for one recorded by a slug change. */
  createdBy: string | null;
}

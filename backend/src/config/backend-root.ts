import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The backend package folder, whether running from src (tests) or dist (build). */
export function findBackendRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

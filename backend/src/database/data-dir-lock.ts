import { mkdirSync, readFileSync, renameSync, rmSync, utimesSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The holder touches its lock this often; a lock untouched for STALE_AFTER_MS belongs to a process that is gone. */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database folder ${dir} is in use by process ${owner.pid} on ${owner.host} (since ${owner.startedAt}). ` +
        'Only one instance may use an embedded database: stop that process, give this one its own DATA_DIR, ' +
        'or point every instance at one PostgreSQL server with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface DataDirLock {
  release(): void;
}

/**
 * Holds `dir` for this process alone: PGlite has no lock of its own, and two processes writing one folder lose
 * each other's data. The lock is a directory (`<dir>.lock`) (mkdir is atomic) with its owner inside, touched every 2 s. A lock
 * left by a crash is taken over at once when its process is gone on this host, and after 10 s without a touch
 * otherwise (another container on a shared volume, or a pid reused after a restart).
 */
export function lockDataDir(dir: string): DataDirLock {
  // Beside the folder, not inside: the database owns its folder's contents.
  const lockDir = `${dir}.lock`;
  mkdirSync(dir, { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  if (!tryCreate(lockDir, owner)) {
    const holder = readOwner(lockDir);
    if (!isStale(lockDir, holder)) throw new DataDirLockedError(dir, holder ?? UNKNOWN_OWNER);
    // Moved aside, not deleted, so two processes taking over one stale lock cannot both remove it and both win.
    const aside = `${lockDir}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(lockDir, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Another process moved it first; whoever creates the new lock first wins below.
    }
    if (!tryCreate(lockDir, owner)) throw new DataDirLockedError(dir, readOwner(lockDir) ?? UNKNOWN_OWNER);
  }
  const heartbeat = setInterval(() => touch(lockDir), HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    const current = readOwner(lockDir);
    if (current?.pid === owner.pid && current.startedAt === owner.startedAt) rmSync(lockDir, { recursive: true, force: true });
  };
  process.once('exit', release);
  return { release };
}

function tryCreate(lockDir: string, owner: LockOwner): boolean {
  try {
    mkdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(join(lockDir, 'owner.json'), JSON.stringify(owner));
  return true;
}

function readOwner(lockDir: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(join(lockDir, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** A lock folder whose owner file is not written yet (its process is starting) or was lost. */
const UNKNOWN_OWNER: LockOwner = { pid: 0, host: 'unknown host', startedAt: 'unknown time' };

function isStale(lockDir: string, holder: LockOwner | undefined): boolean {
  if (holder && holder.host === hostname() && (holder.pid === process.pid || !isAlive(holder.pid))) return true;
  try {
    return Date.now() - statSync(lockDir).mtimeMs > STALE_AFTER_MS;
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function touch(lockDir: string): void {
  const now = new Date();
  try {
    utimesSync(lockDir, now, now);
  } catch {
    // The folder went away (removed by hand): nothing to keep fresh.
  }
}

import { Clock, SystemClock } from '../shared/application/clock.port';
import fs, { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { lockSync } from 'proper-lockfile';
import { isRunning, type ProcessIdentity, processIdentity, programOf } from './process-identity';

/** The holder touches its lock this often; a lock untouched for STALE_AFTER_MS belongs to a process that is gone. */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** Absent where /proc is (macOS) and in locks written before it was recorded. */
  process?: ProcessIdentity;
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
 * each other's data. proper-lockfile holds the lock: a directory (`<dir>.lock`, mkdir is atomic) whose time it
 * refreshes every 2 s, taken over (with a log line) when untouched for 10 s, a holder on another host (a shared
 * volume) or one that died before writing its name. Inside it, `owner.json` names the holder, so a lock left by a
 * crash on this host is taken over at once, with a log line, when its pid is not running, or now names another
 * process (another start time since boot, or another program): a kill -9 followed by a restart. A live holder is
 * refused with DataDirLockedError.
 */
export function lockDataDir(dir: string, log: (line: string) => void = console.warn, clock: Clock = new SystemClock()): DataDirLock {
  // Beside the folder, not inside: the database owns its folder's contents.
  const lockDir = `${dir}.lock`;
  mkdirSync(dir, { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: clock.now().toISOString(),
    process: processIdentity(process.pid),
  };
  const options = {
    lockfilePath: lockDir,
    realpath: false,
    stale: STALE_AFTER_MS,
    update: HEARTBEAT_MS,
    fs: lockFileSystem(lockDir, owner),
    onCompromised: (error: Error) => log(`The lock on the embedded database folder ${dir} was lost: ${error.message}`),
  };
  const previous = readOwner(lockDir);
  const idleMs = lockIdleMs(lockDir, clock);
  let unlock: () => void;
  try {
    unlock = lockSync(dir, options);
    // A lock there before that proper-lockfile took over: untouched for longer than STALE_AFTER_MS.
    if (idleMs !== undefined && idleMs > STALE_AFTER_MS)
      log(
        `Took over the embedded database folder ${dir} from process ${previous?.pid ?? 'unknown'}: ` +
          `the lock was not refreshed for ${Math.round(idleMs / 1000)} s.`,
      );
  } catch (error) {
    if (!isLocked(error)) throw error;
    const holder = readOwner(lockDir);
    const reason = crashReason(holder);
    if (!reason) throw new DataDirLockedError(dir, holder ?? UNKNOWN_OWNER);
    // Moved aside, not deleted, so two processes taking over one stale lock cannot both remove it and both win.
    const aside = `${lockDir}.stale-${process.pid}-${clock.now().getTime()}`;
    try {
      renameSync(lockDir, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Another process moved it first; whoever creates the new lock first wins below.
    }
    try {
      unlock = lockSync(dir, options);
    } catch (again) {
      if (isLocked(again)) throw new DataDirLockedError(dir, readOwner(lockDir) ?? UNKNOWN_OWNER);
      throw again;
    }
    log(`Took over the embedded database folder ${dir} from process ${holder?.pid ?? 'unknown'}: ${reason}.`);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      unlock();
    } catch {
      // Already released: the lock was lost (see onCompromised) and may be another process's now.
    }
  };
  // proper-lockfile also releases its locks when the process exits.
  return { release };
}

/**
 * The file system proper-lockfile uses for the lock: `owner.json` is written as the lock directory is made (before
 * proper-lockfile records the directory's time, which a later write inside would change), and removing the lock
 * removes the directory with its owner file.
 */
function lockFileSystem(lockDir: string, owner: LockOwner) {
  return {
    ...fs,
    mkdirSync(path: string) {
      mkdirSync(path);
      if (path === lockDir) writeFileSync(join(lockDir, 'owner.json'), JSON.stringify(owner));
    },
    rmdirSync(path: string) {
      rmSync(path, { recursive: true });
    },
  };
}

function isLocked(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ELOCKED';
}

function readOwner(lockDir: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(join(lockDir, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** Milliseconds since the lock was last refreshed; undefined when there is no lock. */
function lockIdleMs(lockDir: string, clock: Clock): number | undefined {
  if (!existsSync(lockDir)) return undefined;
  try {
    return clock.now().getTime() - statSync(lockDir).mtimeMs;
  } catch {
    return undefined;
  }
}

/** A lock folder whose owner file is not written yet (its process is starting) or was lost. */
const UNKNOWN_OWNER: LockOwner = { pid: 0, host: 'unknown host', startedAt: 'unknown time' };

/**
 * Why a holder on this host cannot be using the folder any more, or undefined while it may be (or is on another
 * host: then only the lock's time tells, which proper-lockfile reads).
 */
function crashReason(holder: LockOwner | undefined): string | undefined {
  if (!holder || holder.host !== hostname()) return undefined;
  if (holder.pid === process.pid) return 'its process id is now this process';
  if (!isRunning(holder.pid)) return 'that process is no longer running';
  // A pid recycled after a crash (a container restart gives out the same low numbers) names another process.
  const current = processIdentity(holder.pid);
  if (holder.process && current) {
    if (holder.process.bootId !== current.bootId || holder.process.startTicks !== current.startTicks)
      return 'its process id now belongs to another process';
    return undefined;
  }
  // A lock without the holder's start time (written before it was recorded, or where /proc is absent).
  const program = programOf(holder.pid);
  if (program && program !== programOf(process.pid)) return `its process id now runs another program (${program})`;
  return undefined;
}

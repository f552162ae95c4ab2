import { mkdirSync, readFileSync, renameSync, rmSync, utimesSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
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
 * each other's data. The lock is a directory (`<dir>.lock`) (mkdir is atomic) with its owner inside, touched every 2 s.
 * A lock left by a crash on this host is taken over at once, with a log line, when its pid is not running, or now
 * names another process (another start time since boot, or another program): a kill -9 followed by a restart.
 * A live holder is refused; a lock from another host (a shared volume) is taken over after 10 s without a touch.
 */
export function lockDataDir(dir: string, log: (line: string) => void = console.warn): DataDirLock {
  // Beside the folder, not inside: the database owns its folder's contents.
  const lockDir = `${dir}.lock`;
  mkdirSync(dir, { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    // eslint-disable-next-line no-restricted-syntax -- a process-level file lock, compared with the times the OS stamps on files: no injection reaches it
    startedAt: new Date().toISOString(),
    process: processIdentity(process.pid),
  };
  if (!tryCreate(lockDir, owner)) {
    const holder = readOwner(lockDir);
    const reason = staleReason(lockDir, holder);
    if (!reason) throw new DataDirLockedError(dir, holder ?? UNKNOWN_OWNER);
    // Moved aside, not deleted, so two processes taking over one stale lock cannot both remove it and both win.
    // eslint-disable-next-line no-restricted-syntax -- a process-level file lock, compared with the times the OS stamps on files: no injection reaches it
    const aside = `${lockDir}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(lockDir, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Another process moved it first; whoever creates the new lock first wins below.
    }
    if (!tryCreate(lockDir, owner)) throw new DataDirLockedError(dir, readOwner(lockDir) ?? UNKNOWN_OWNER);
    log(`Took over the embedded database folder ${dir} from process ${holder?.pid ?? 'unknown'}: ${reason}.`);
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

/** Why the lock's holder cannot be using the folder any more, or undefined while it may be. */
function staleReason(lockDir: string, holder: LockOwner | undefined): string | undefined {
  if (holder && holder.host === hostname()) {
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
  }
  try {
    // eslint-disable-next-line no-restricted-syntax -- a process-level file lock, compared with the times the OS stamps on files: no injection reaches it
    const idleMs = Date.now() - statSync(lockDir).mtimeMs;
    return idleMs > STALE_AFTER_MS ? `the lock was not refreshed for ${Math.round(idleMs / 1000)} s` : undefined;
  } catch {
    return 'the lock folder went away';
  }
}

function touch(lockDir: string): void {
  // eslint-disable-next-line no-restricted-syntax -- a process-level file lock, compared with the times the OS stamps on files: no injection reaches it
  const now = new Date();
  try {
    utimesSync(lockDir, now, now);
  } catch {
    // The folder went away (removed by hand): nothing to keep fresh.
  }
}

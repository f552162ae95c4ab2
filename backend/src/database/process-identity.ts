import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * What tells one process from a later one given the same pid: the boot (Linux's boot id) and the moment the
 * process started, in clock ticks since that boot (field 22 of /proc/<pid>/stat). Undefined where /proc is absent
 * (macOS): callers then only know whether the pid is alive.
 */
export interface ProcessIdentity {
  bootId: string;
  startTicks: string;
}

export function processIdentity(pid: number): ProcessIdentity | undefined {
  const stat = readStat(pid);
  const bootId = readText('/proc/sys/kernel/random/boot_id');
  if (!stat || !bootId) return undefined;
  return { bootId, startTicks: stat.startTicks };
}

/** The program `pid` runs (the file name of its argv[0], e.g. `node` or `sleep`); undefined without /proc. */
export function programOf(pid: number): string | undefined {
  const argv0 = readText(`/proc/${pid}/cmdline`)?.split('\0')[0];
  return argv0 ? basename(argv0) : undefined;
}

/** Whether `pid` is a running process: not gone, and not a zombie waiting for its parent to collect it. */
export function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  return readStat(pid)?.state !== 'Z';
}

function readStat(pid: number): { state: string; startTicks: string } | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so fields count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTicks: fields[19] };
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
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

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { processIdentity } from './process-identity';

// Linux: these cases read /proc, as the server does on the machines it runs on.
describe('lockDataDir takes over a crashed holder at once, never a live one', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')));
  const running = (command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  };
  const folderLockedBy = (owner: object) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'costa-sol-lock-unit-')), 'pgdata');
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(join(`${dir}.lock`, 'owner.json'), JSON.stringify({ host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', ...owner }));
    return dir;
  };
  const takeOver = (dir: string) => {
    const lines: string[] = [];
    const lock = lockDataDir(dir, (line) => lines.push(line));
    const owner = JSON.parse(readFileSync(join(`${dir}.lock`, 'owner.json'), 'utf8')) as { pid: number };
    lock.release();
    return { lines, owner };
  };

  it('refuses a lock held by a running instance of this program, naming the folder and the holder', () => {
    const pid = running(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const dir = folderLockedBy({ pid, process: processIdentity(pid) });
    expect(() => lockDataDir(dir, () => undefined)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, () => undefined)).toThrow(`${dir} is in use by process ${pid}`);
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    const pid = running(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const dir = folderLockedBy({ pid, process: { ...processIdentity(pid)!, startTicks: '1' } });
    const { lines, owner } = takeOver(dir);
    expect(owner.pid).toBe(process.pid);
    expect(lines).toEqual([
      `Took over the embedded database folder ${dir} from process ${pid}: its process id now belongs to another process.`,
    ]);
  });

  it('takes over a lock whose pid now runs another program, even without a recorded start time', () => {
    const pid = running('sleep', ['30']);
    const dir = folderLockedBy({ pid });
    expect(takeOver(dir).lines).toEqual([
      `Took over the embedded database folder ${dir} from process ${pid}: its process id now runs another program (sleep).`,
    ]);
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    const dir = folderLockedBy({ pid: gone.pid });
    expect(takeOver(dir).lines).toEqual([
      `Took over the embedded database folder ${dir} from process ${gone.pid}: that process is no longer running.`,
    ]);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a fresh lock from another host, and takes one over once it was not refreshed for 10 s', () => {
    const dir = folderLockedBy({ pid: 1, host: 'another-host' });
    expect(() => lockDataDir(dir, () => undefined)).toThrow(`${dir} is in use by process 1 on another-host`);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock`, minuteAgo, minuteAgo);
    expect(takeOver(dir).lines).toEqual([
      `Took over the embedded database folder ${dir} from process 1: the lock was not refreshed for 60 s.`,
    ]);
  });
});

import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers 2xx (up to a minute); fails at once if `child`, the app being started, exits first. */
export async function waitReady(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

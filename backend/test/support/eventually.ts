/** Polls `check` until it holds, failing after `withinMs`. */
export async function eventually(withinMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + Math.max(withinMs, 0);
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

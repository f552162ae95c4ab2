import { RenderQueue, RenderQueueFullError } from './render-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RenderQueue', () => {
  it('runs at most `concurrency` at once, in order, and refuses past the waiting limit', async () => {
    const queue = new RenderQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const job = (i: number) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++active);
        await gates[i].promise;
        active--;
        return i;
      });
    const results = [job(0), job(1), job(2)];
    await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(RenderQueueFullError);
    expect(started).toEqual([0, 1]);
    gates[0].resolve();
    await results[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});

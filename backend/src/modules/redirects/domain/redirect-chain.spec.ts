import { finalTarget } from './redirect-chain';

describe('finalTarget', () => {
  const targets = new Map([
    ['/a', '/b'],
    ['/b', '/c'],
    ['/x', '/y'],
    ['/y', '/x'],
  ]);

  it('follows a chain to its end', () => {
    expect(finalTarget('/a', targets)).toBe('/c');
    expect(finalTarget('/b', targets)).toBe('/c');
  });

  it('answers the path itself when nothing redirects it', () => {
    expect(finalTarget('/c', targets)).toBe('/c');
  });

  it('answers undefined for a loop', () => {
    expect(finalTarget('/x', targets)).toBeUndefined();
  });
});

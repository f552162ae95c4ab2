import { estimateSecretBits } from './secret-strength';

describe('estimateSecretBits', () => {
  it.each([
    ['a'.repeat(40), 0, 1],
    ['aaaaaaaaaaaa', 0, 1],
    ['abcdefghijklmnop', 0, 5],
    ['abababababababababab', 0, 21],
    ['1234567890123456', 0, 45],
  ])('finds %s weak', (secret, min, max) => {
    const bits = estimateSecretBits(secret);
    expect(bits).toBeGreaterThanOrEqual(min);
    expect(bits).toBeLessThanOrEqual(max);
  });

  it.each([
    ['Tr1cky-Horse-Battery-42', 60],
    ['q8V3nJ0pX2mZ7rT5yL1wB9cK4hD6sF0aQ2eR7uI3oP5', 150],
    // `openssl rand -hex 32`
    ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 200],
  ])('credits %s with at least %d bits', (secret, min) => {
    expect(estimateSecretBits(secret)).toBeGreaterThanOrEqual(min);
  });
});

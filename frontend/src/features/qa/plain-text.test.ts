import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of a Markdown answer and drops its marks, links and raw HTML', () => {
    const answer =
      '## Air-to-water heat pumps\n\n- **Efficiency**: 300-400%\n- See [our guide](/resources/hvac-sizing-guide).\n\n<script>alert(1)</script>';
    expect(plainText(answer)).toBe('Air-to-water heat pumps Efficiency: 300-400% See our guide.');
  });

  it('keeps the whole answer, however long', () => {
    expect(plainText('word '.repeat(60))).toBe(Array(60).fill('word').join(' '));
  });
});

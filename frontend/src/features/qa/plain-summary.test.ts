import { describe, expect, it } from 'vitest';
import { plainSummary } from './plain-summary';

describe('plainSummary', () => {
  it('keeps the words of a Markdown answer and drops its marks, links and raw HTML', () => {
    const answer =
      '## Air-to-water heat pumps\n\n- **Efficiency**: 300-400%\n- See [our guide](/resources/hvac-sizing-guide).\n\n<script>alert(1)</script>';
    expect(plainSummary(answer)).toBe('Air-to-water heat pumps Efficiency: 300-400% See our guide. alert(1)');
  });

  it('cuts long answers at a word, under 156 characters', () => {
    const summary = plainSummary('word '.repeat(60));
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary.endsWith('word...')).toBe(true);
  });
});

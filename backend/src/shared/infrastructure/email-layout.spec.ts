import { renderEmail } from './email-layout';

describe('renderEmail: a missing value shows as a dash, never as null or undefined', () => {
  it.each([null, undefined, '', '   '])('value %p', (value) => {
    const { text, html } = renderEmail('New quote', [{ kind: 'table', heading: 'Details', rows: [{ label: 'Brand', value }] }], 'en');
    expect(text).toContain('Brand: -');
    expect(html).toContain('&ndash;');
    expect(`${text}${html}`).not.toMatch(/\bnull\b|undefined/);
  });
});

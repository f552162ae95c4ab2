import { withWellFormedText } from './well-formed-text';

describe('withWellFormedText', () => {
  it('replaces unpaired surrogates with U+FFFD and keeps pairs, NUL and other text', () => {
    expect(withWellFormedText('a\ud800b\udc00c \ud83d\ude00 \u0000')).toBe('a\ufffdb\ufffdc 😀 \u0000');
  });

  it('walks objects and arrays in place, values and names', () => {
    const body = { name: 'Lone \ud800', list: ['ok', { deep: '\udfff' }], ['key\ud801']: 1, count: 2, none: null };
    expect(withWellFormedText(body)).toBe(body);
    expect(body).toEqual({ name: 'Lone \ufffd', list: ['ok', { deep: '\ufffd' }], ['key\ufffd']: 1, count: 2, none: null });
  });

  it('handles a query object without a prototype and a name like __proto__ as plain data', () => {
    const query: Record<string, unknown> = Object.create(null);
    query.q = '\ud800';
    Object.defineProperty(query, '__proto__\ud800', { value: 'x', enumerable: true, configurable: true, writable: true });
    withWellFormedText(query);
    expect(Object.entries(query)).toEqual([
      ['q', '\ufffd'],
      ['__proto__\ufffd', 'x'],
    ]);
  });

  it('leaves values that are not text alone', () => {
    expect(withWellFormedText(undefined)).toBeUndefined();
    expect(withWellFormedText(7)).toBe(7);
  });
});

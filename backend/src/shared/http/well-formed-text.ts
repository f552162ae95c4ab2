/**
 * Text PostgreSQL cannot store: an unpaired UTF-16 surrogate (`"\ud800"` in a JSON body) is no Unicode character, so
 * a jsonb or text insert of it fails (22P02). The one rule: each is replaced with U+FFFD, in values and names alike,
 * before anything validates or stores the text. NUL is a character and stays, for the validators to refuse.
 */
export function wellFormed(text: string): string {
  return text.isWellFormed() ? text : text.toWellFormed();
}

/**
 * Applies `wellFormed` to every string in a parsed request part (a JSON body, form fields, a query string, path
 * parameters): objects and arrays are changed in place, a string is returned replaced. Iterative, like
 * `nestsDeeperThan`: no recursion on visitor input.
 */
export function withWellFormedText(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  const pending: unknown[] = [value];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (typeof current !== 'object' || current === null) continue;
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      const replaced = typeof child === 'string' ? wellFormed(child) : child;
      const name = Array.isArray(record) ? key : wellFormed(key);
      if (name !== key) {
        delete record[key];
        Object.defineProperty(record, name, { value: replaced, writable: true, enumerable: true, configurable: true });
      } else if (replaced !== child) record[key] = replaced;
      if (typeof replaced === 'object') pending.push(replaced);
    }
  }
  return value;
}

/**
 * An error as a log line without the visitor's data: database drivers put the failed statement with its values
 * inlined into the message ("insert into lead ... values ('Ana', 'ana@…', '+34…') - <reason> - detail: Failing
 * row contains (…)"). The statement and the detail are dropped, what remains has quoted literals, value lists,
 * e-mail addresses and long digit runs masked, and the stack keeps its frames without repeating the message.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return redact(String(error));
  const { name, message, stack, code } = error as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown };
  const reason = typeof message === 'string' ? redact(withoutStatementAndDetail(message)) : '';
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const label = `${typeof name === 'string' ? name : 'Error'}${typeof code === 'string' ? ` [${code}]` : ''}`;
  return [`${label}: ${reason}`, ...frames].join('\n');
}

const STATEMENT = /^(insert|update|delete|select|with|merge|copy)\b/i;

/** The driver's reason, without the statement it was given and the detail that repeats the row. */
function withoutStatementAndDetail(message: string): string {
  return message
    .split(/ - |\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !STATEMENT.test(part) && !/^detail:/i.test(part))
    .join(' - ');
}

function redact(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)')
    .replace(/\([^()]*,[^()]*\)/g, '(…)')
    .replace(/[^\s@'"(),]+@[^\s@'"(),]+/g, '<e-mail>')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '<number>');
}

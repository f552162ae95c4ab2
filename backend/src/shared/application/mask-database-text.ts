/**
 * Masks what a database driver puts of a statement's values into its messages. PostgreSQL's errors and MikroORM's
 * (through knex) repeat the statement with every value inlined ("insert into … values ('Ana', 'ana@…', '…') - <reason>
 * - detail: Failing row contains (…)"), and values may span lines (a staff e-mail's text), so masking works on the
 * whole text, never line by line.
 */

/** A quoted SQL literal ('' inside is a quote; knex writes backslashes doubled after E, so there is no \'). */
const QUOTED_LITERAL = /'(?:[^']|'')*'/g;
/** A number written into a statement, not part of a name (l0, "t1") nor a placeholder ($1). */
const NUMBER_LITERAL = /(?<![\w$."'])-?\d+(?:\.\d+)?(?![\w"'])/g;
/** Words after which PostgreSQL quotes a name, not a value: relation "lead", constraint "lead_name_check". */
const NAMED_THING =
  /\b(?:relation|constraint|column|table|type|index|schema|database|role|sequence|function|view|trigger|extension|domain|savepoint|cursor|statement|channel|collation|operator|key|publication)\s+$/i;
const DOUBLE_QUOTED = /"(?:[^"]|"")*"/g;
const EMAIL = /[^\s@'"(),<>/]+@[^\s@'"(),<>/]+\.[^\s@'"(),<>/]+/g;
const DIGIT_RUN = /\+?\d[\d\s-]{5,}\d/g;
/** "Failing row contains (…)" lists the row's values unquoted, possibly over several lines: everything up to a stack frame. */
const FAILING_ROW = /(Failing row contains )[\s\S]*?(?=\n\s+at \S|$)/g;
/** "Key (email)=(ana@…) already exists": the value between the parentheses, whatever it holds. */
const KEY_VALUE = /(Key \([^()]*\))=\([\s\S]*?\)(?= (?:already exists|is not present|conflicts with|is still referenced))/g;
const KEY_VALUE_SHORT = /\(([^()]*)\)=\([^()]*\)/g;
const STATEMENT_START = /^\s*(?:insert|update|delete|select|with|merge|copy|values|call)\b/i;
/** Text that holds a statement or a driver's detail, and so may hold values. */
const DATABASE_TEXT =
  /\b(?:insert\s+into|delete\s+from|update\s+\S+\s+set|select\b[\s\S]*\bfrom|values\s*\(|returning\b|Failing row contains|Key \(|violates|invalid input|detail:)/i;

const MAX_SQL_LENGTH = 1000;

/** A statement with its values masked: every literal, string or number, becomes ?. Long ones are cut. */
export function maskSql(sql: string): string {
  const masked = sql.replace(QUOTED_LITERAL, '?').replace(NUMBER_LITERAL, '?').replace(/\s+/g, ' ').trim();
  return masked.length > MAX_SQL_LENGTH ? `${masked.slice(0, MAX_SQL_LENGTH)}…` : masked;
}

/** A driver's reason ("invalid input syntax for type uuid: "…"") with values masked and names kept. */
function maskReason(text: string): string {
  return maskPersonalData(
    text
      .replace(QUOTED_LITERAL, "'…'")
      .replace(DOUBLE_QUOTED, (quoted, offset: number, whole: string) => (NAMED_THING.test(whole.slice(0, offset)) ? quoted : '"…"'))
      .replace(KEY_VALUE_SHORT, '($1)=(…)')
      .replace(/\([^()]*,[^()]*\)/g, '(…)'),
  );
}

/** Any text: values of statements and driver details masked where the text looks like it holds some. */
export function maskDatabaseText(text: string): string {
  if (!DATABASE_TEXT.test(text)) return text;
  return maskPersonalData(
    text.replace(QUOTED_LITERAL, "'…'").replace(FAILING_ROW, '$1(…)').replace(KEY_VALUE, '$1=(…)').replace(KEY_VALUE_SHORT, '($1)=(…)'),
  );
}

/** E-mail addresses and phone-like digit runs, wherever they are. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '<e-mail>').replace(DIGIT_RUN, '<number>');
}

/**
 * Splits a driver's message into the statement it ran (values masked) and its reason. knex writes
 * "<statement> - <reason>" and MikroORM adds "\n - detail: …" and "\n - hint: …", which repeat values and are dropped.
 */
export function splitDriverMessage(message: string): { sql?: string; reason: string } {
  const masked = message.replace(QUOTED_LITERAL, "'…'");
  const withoutDetail = masked.replace(/\n\s*-?\s*(?:detail|hint|where|internal query):[\s\S]*$/i, '');
  if (!STATEMENT_START.test(withoutDetail)) return { reason: maskReason(withoutDetail.replace(/\s*\n\s*/g, ' ').trim()) };
  const cut = withoutDetail.lastIndexOf(' - ');
  const statement = cut === -1 ? withoutDetail : withoutDetail.slice(0, cut);
  const reason = cut === -1 ? '' : withoutDetail.slice(cut + 3);
  return { sql: maskSql(statement.replace(/'…'/g, '?')), reason: maskReason(reason.replace(/\s*\n\s*/g, ' ').trim()) };
}

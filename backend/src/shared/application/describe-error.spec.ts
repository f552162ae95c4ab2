import { describeError } from './describe-error';

/** What knex and MikroORM make of a failed insert: the statement with its values, a reason, PostgreSQL's detail. */
const FAILED_INSERT = [
  `insert into "mail_outbox" ("to_address", "text_body") values ('staff@example.com', 'Nuevo presupuesto`,
  'Nombre: Ana Nul',
  '  at the villa - Detalles: two floors',
  `Teléfono: +34 600 123 456') returning "created_at" - new row for relation "mail_outbox" violates check constraint "mail_outbox_check"`,
  ' - detail: Failing row contains (9f1c, staff@example.com, Nuevo presupuesto',
  'Nombre: Ana Nul, 42).',
].join('\n');

function driverError(message: string, fields: Record<string, string> = {}): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = 'CheckConstraintViolationException';
  return error;
}

describe('describeError', () => {
  it("keeps the class, codes, names and masked statement of a failed insert, and none of the visitor's text", () => {
    const line = describeError(driverError(FAILED_INSERT, { code: '23514', table: 'mail_outbox', constraint: 'mail_outbox_check' }));
    expect(line).toMatch(
      /^CheckConstraintViolationException \[23514\]: new row for relation "mail_outbox" violates check constraint "mail_outbox_check" \(table mail_outbox, constraint mail_outbox_check\)\n {2}sql: insert into "mail_outbox" \("to_address", "text_body"\) values \(\?, \?\) returning "created_at"\n/,
    );
    expect(line).not.toMatch(/Ana|Nul|villa|Detalles|Nombre|600 123 456|staff@example\.com|Failing row|9f1c/);
    expect(line).toMatch(/\n\s+at /);
  });

  it("keeps only the call frames of the stack, not message lines that start with 'at'", () => {
    const error = driverError(FAILED_INSERT);
    error.stack = `${error.name}: ${error.message}\n    at insert (/app/dist/lead.js:10:5)\n    at async Promise.all (index 0)`;
    const line = describeError(error);
    expect(line).toContain('    at insert (/app/dist/lead.js:10:5)\n    at async Promise.all (index 0)');
    expect(line).not.toContain('villa');
  });

  it('masks values in a reason, keeps the names PostgreSQL quotes, and masks e-mail addresses and phone numbers', () => {
    expect(describeError(driverError('invalid input syntax for type uuid: "Ana Nul"'), { stack: false })).toBe(
      'CheckConstraintViolationException: invalid input syntax for type uuid: "…"',
    );
    expect(
      describeError(Object.assign(new Error('Key (email)=(ana@example.com) already exists; call +34 600 123 456'), { code: '23505' })),
    ).toMatch(/^Error \[23505\]: Key \(email\)=\(…\) already exists; call <number>/);
    expect(describeError(new Error('reply to ana@example.com'))).toContain('reply to <e-mail>');
  });

  it('follows the cause chain', () => {
    const error = new Error('Saving the lead failed', { cause: driverError(FAILED_INSERT, { code: '57P01' }) });
    const line = describeError(error, { stack: false });
    expect(line).toMatch(/^Error: Saving the lead failed\n {2}cause: CheckConstraintViolationException \[57P01\]: new row/);
    expect(line).not.toMatch(/Ana|Detalles/);
  });

  it('describes what is not an Error', () => {
    expect(describeError('mail to ana@example.com failed')).toBe('string: mail to <e-mail> failed');
    expect(describeError(`insert into "lead" values ('Ana Nul')`)).toBe(`string: insert into "lead" values ('…')`);
  });
});

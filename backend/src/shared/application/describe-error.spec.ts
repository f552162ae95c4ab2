import { describeError } from './describe-error';

describe('describeError', () => {
  it('keeps the reason of a failed statement and none of its values', () => {
    const error = new Error(
      `insert into "lead" ("name", "email", "phone") values ('Ana Nul', 'ana@example.com', '+34 600 123 456') - new row for relation "lead" violates check constraint "lead_name_check"\n  detail: Failing row contains (9f1c, quote, Ana Nul, ana@example.com, +34 600 123 456)`,
    );
    error.name = 'CheckConstraintViolationException';
    const line = describeError(error);
    expect(line).toContain('CheckConstraintViolationException: new row for relation "lead" violates check constraint "lead_name_check"');
    expect(line).not.toMatch(/Ana|ana@example\.com|600 123 456|insert into/);
    expect(line).toMatch(/\n\s+at /);
  });

  it('masks values quoted in a constraint detail, e-mail addresses and phone numbers', () => {
    const line = describeError(
      Object.assign(new Error('duplicate key: Key (email)=(ana@example.com) already exists; call +34 600 123 456'), { code: '23505' }),
    );
    expect(line).toMatch(/^Error \[23505\]: duplicate key: Key \(…\)=\(…\) already exists; call <number>/);
    expect(describeError(new Error('reply to ana@example.com'))).toContain('reply to <e-mail>');
  });

  it('describes what is not an Error', () => {
    expect(describeError('mail to ana@example.com failed')).toBe('mail to <e-mail> failed');
  });
});

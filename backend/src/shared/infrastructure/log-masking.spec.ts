import { Writable } from 'node:stream';
import { PostgreSqlExceptionConverter } from '@mikro-orm/postgresql';
import { DatabaseError } from 'pg';
import pino, { stdSerializers } from 'pino';
import { LOG_MASKING } from './log-masking';

const VISITOR_TEXT = ['Ana', 'Zumbador', 'ana.nul@example.com', '600 123 456'];

/** The error a failed insert reaches the app as: pg's DatabaseError, prefixed by knex, converted by MikroORM. */
function failedInsert(): Error {
  const pgError = Object.assign(
    new DatabaseError('new row for relation "lead" violates check constraint "lead_name_check"', 100, 'error'),
    {
      code: '23514',
      table: 'lead',
      constraint: 'lead_name_check',
      detail: 'Failing row contains (9f1c, Ana Nul, ana.nul@example.com, +34 600 123 456, Villa above the\nZumbador ravine).',
      where: 'SQL statement "insert into lead values (\'Ana Nul\')"',
    },
  );
  pgError.message = `insert into "lead" ("name", "email", "phone", "details") values ('Ana Nul', 'ana.nul@example.com', '+34 600 123 456', 'Villa above the\nZumbador ravine') - ${pgError.message}`;
  return new PostgreSqlExceptionConverter().convertException(pgError);
}

function collectingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  return { logger: pino({ level: 'debug', ...LOG_MASKING }, destination), lines };
}

describe('LOG_MASKING', () => {
  it('reduces a driver error logged in any way to its class, codes, names and masked statement', () => {
    const { logger, lines } = collectingLogger();
    const error = failedInsert();
    logger.error(error);
    logger.error({ err: error });
    logger.error({ error }, 'Saving the lead failed');
    logger.error(String(error));
    logger.error(error.stack);
    logger.warn(`Saving failed: ${error.message}`);
    logger.error(new Error('Saving the lead failed', { cause: error }));

    expect(lines).toHaveLength(7);
    for (const text of VISITOR_TEXT) expect(lines.filter((line) => line.includes(text))).toEqual([]);
    const [first] = lines.map((line) => JSON.parse(line) as { msg: string; err: Record<string, unknown> });
    expect(first.err).toMatchObject({
      type: 'CheckConstraintViolationException',
      code: '23514',
      sqlState: '23514',
      table: 'lead',
      constraint: 'lead_name_check',
      sql: 'insert into "lead" ("name", "email", "phone", "details") values (?, ?, ?, ?)',
      message: 'new row for relation "lead" violates check constraint "lead_name_check"',
    });
    expect(first.msg).toBe('new row for relation "lead" violates check constraint "lead_name_check"');
    expect(lines.at(-1)).toContain('"cause":{"type":"CheckConstraintViolationException"');
  });

  it("masks the error pino-http hands over, pino's own serialisation with the original under raw", () => {
    const serialize = stdSerializers.wrapErrorSerializer(LOG_MASKING.serializers.err);
    const logged = JSON.stringify(serialize(failedInsert()));
    for (const text of VISITOR_TEXT) expect(logged).not.toContain(text);
    expect(logged).toContain('"constraint":"lead_name_check"');
  });

  it('leaves messages that hold no statement as they are', () => {
    const { logger, lines } = collectingLogger();
    logger.warn('No ADMIN_PASSWORD set: sign in to /admin as admin@example.com');
    expect(lines[0]).toContain('"msg":"No ADMIN_PASSWORD set: sign in to /admin as admin@example.com"');
  });
});

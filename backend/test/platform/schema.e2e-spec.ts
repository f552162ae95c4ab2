import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../src/database/orm-config';
import { testDatabaseUrl } from '../support/test-database';
import { startTestApp } from '../support/test-app';

describe('database schema', () => {
  it('the migrations build exactly the schema the entities map', async () => {
    const t = await startTestApp();
    await t.close();
    const orm = await MikroORM.init(ormConfig(testDatabaseUrl()));
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: true });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close();
    }
  });
});

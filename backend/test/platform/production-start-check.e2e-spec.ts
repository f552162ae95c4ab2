import { startServerProcess } from '../support/server-process';

// The built server as production starts it, with every setting issue 26 found accepted by the old check.
describe('the production start-up check', () => {
  it('lists each refused setting, one line each without secret values, and exits before starting', async () => {
    const server = await startServerProcess({
      NODE_ENV: 'production',
      JWT_SECRET: 'CostaSolHVAC2026CostaSolHVAC2026',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'Passw0rd!Passw0rd!',
      STAFF_EMAIL: 'staff@example.com',
      PUBLIC_URL: 'http://www.costasolhvac.es',
      SMTP_URL: 'smtp://user:pass@host:25',
      DATABASE_URL: 'postgresql://app@127.0.0.1:1/site',
      TRUST_PROXY: '0.0.0.0/0',
      LOG_LEVEL: 'nonsense',
      TOTP_ENCRYPTION_KEY: '',
    });
    expect(await server.exited).toBe(1);
    const output = server.stderr();
    const lines = output.split('\n').filter((line) => line.startsWith('  - '));
    for (const name of [
      'JWT_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'STAFF_EMAIL',
      'PUBLIC_URL',
      'SMTP_URL',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'TOTP_ENCRYPTION_KEY',
    ])
      expect(lines.filter((line) => line.startsWith(`  - ${name} `))).toHaveLength(1);
    expect(output).toMatch(/^Invalid configuration:\n/);
    expect(output).not.toMatch(/\n\s+at /);
    for (const secret of ['CostaSolHVAC2026', 'Passw0rd', 'user:pass']) expect(output).not.toContain(secret);
    expect(server.stdout()).not.toContain('Listening on');
  });
});

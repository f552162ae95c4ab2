// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, renderAdmin } from '../../../../test/admin-render';
import { startSession } from '../../api/session-store';
import { sessionFromLogin } from '../../utils/session-state';
import { TwoStepSection } from './two-step-section';

const FIRST = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-00${String(i).padStart(2, '0')}`);
const SECOND = Array.from({ length: 10 }, (_, i) => `ZZZZ-YYYY-XXXX-11${String(i).padStart(2, '0')}`);

/** A fake API for one user: two-step sign-in off until enabled; backup codes counted as the server would. */
function fakeAccount() {
  const state = { enabled: false, left: 0 };
  const me = () => ({
    id: 'u1',
    email: 'ana@example.com',
    name: 'Ana',
    role: 'office',
    language: 'en',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    secondFactorEnabled: state.enabled,
    secondFactorSetupRequired: false,
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${path}`;
      if (route === 'GET /api/auth/me') return json(me());
      if (route === 'GET /api/auth/second-factor/backup-codes') return json({ remaining: state.left });
      if (route === 'POST /api/auth/second-factor/setup')
        return json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' });
      if (route === 'POST /api/auth/second-factor/enable') {
        Object.assign(state, { enabled: true, left: 10 });
        return json({ backupCodes: FIRST, remaining: 10 });
      }
      if (route === 'POST /api/auth/second-factor/backup-codes') {
        if ((JSON.parse(String(init?.body)) as { password: string }).password !== 'the password')
          return json({ statusCode: 400, code: 'AUTH.CURRENT_PASSWORD_WRONG', message: 'Some fields are not valid.' }, 400);
        state.left = 10;
        return json({ backupCodes: SECOND, remaining: 10 });
      }
      return json({ statusCode: 404 }, 404);
    }),
  );
  return state;
}

beforeEach(() => {
  window.sessionStorage.clear();
  startSession(sessionFromLogin({ accessToken: 'jwt', expiresIn: 900 }, 'ana@example.com', Date.now()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-step sign-in: backup codes on the account page', { timeout: 20_000 }, () => {
  it('shows the codes once after turning it on, then the count left, and new codes after "Regenerate" with the password', async () => {
    const user = userEvent.setup();
    fakeAccount();
    renderAdmin(<TwoStepSection />);
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await user.type(await screen.findByLabelText(/Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const shown = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FIRST);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'backup-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(FIRST.join('\n'));
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your backup codes' })).toBeNull();

    expect(await screen.findByText('10 backup codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate backup codes' }));
    await user.type(field('backup-codes-password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Regenerate backup codes' }));
    await waitFor(() => expect(field('backup-codes-password')).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(field('backup-codes-password'));
    await user.type(field('backup-codes-password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Regenerate backup codes' }));
    const renewed = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(
      within(renewed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SECOND);
  });
});

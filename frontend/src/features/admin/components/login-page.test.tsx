// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, helper, renderAdmin } from '../../../test/admin-render';
import { getSessionSnapshot } from '../api/session-store';
import { LoginPage } from './login-page';

const USER = {
  id: 'u1',
  email: 'ana@costasol.test',
  name: 'Ana',
  role: 'owner',
  language: 'en',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  secondFactorEnabled: true,
};

/** The login route of a fake API for an account with two-step sign-in whose current code is 123456. */
function twoStepAccount() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { code?: string; backupCode?: string };
      bodies.push(body);
      if (body.backupCode === '7KQ2M9XD4HTAP3WZ')
        return new Response(JSON.stringify({ accessToken: 'jwt', expiresIn: 900, user: USER }), { status: 200 });
      if (body.code === undefined && body.backupCode === undefined)
        return new Response('{"statusCode":401,"code":"AUTH.SECOND_FACTOR_REQUIRED"}', { status: 401 });
      if (body.code !== '123456') return new Response('{"statusCode":401,"code":"AUTH.SECOND_FACTOR_WRONG"}', { status: 401 });
      return new Response(JSON.stringify({ accessToken: 'jwt', expiresIn: 900, user: USER }), { status: 200 });
    }),
  );
  return bodies;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the login page's second step", { timeout: 20_000 }, () => {
  it('asks for the code after the password, keeps e-mail and password, and sends them again with it', async () => {
    const user = userEvent.setup();
    const bodies = twoStepAccount();
    renderAdmin(<LoginPage />);
    expect(document.getElementById('login-code')).toBeNull();
    await user.type(field('login-email'), USER.email);
    await user.type(field('login-password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(field('login-code')).toHaveFocus());
    expect(field('login-code')).toHaveAttribute('autocomplete', 'one-time-code');
    // A backup code has letters: no digits-only keyboard.
    expect(field('login-code')).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('status')).toHaveTextContent(STAFF_SESSION_MESSAGES.en.secondFactorRequired);
    expect(field('login-email')).toHaveValue(USER.email);
    expect(field('login-password')).toHaveValue('the password');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(helper('login-code')).toHaveTextContent(STAFF_SESSION_MESSAGES.en.secondFactorRequired);
    await user.type(field('login-code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(helper('login-code')).toHaveTextContent(STAFF_SESSION_MESSAGES.en.secondFactorWrong));

    await user.clear(field('login-code'));
    await user.type(field('login-code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSessionSnapshot().status).toBe('active'));
    expect(bodies).toEqual([
      { email: USER.email, password: 'the password' },
      { email: USER.email, password: 'the password', code: '000000' },
      { email: USER.email, password: 'the password', code: '123456' },
    ]);
  });

  it('takes a backup code in the same field and sends it as backupCode, however it was typed', async () => {
    const user = userEvent.setup();
    const bodies = twoStepAccount();
    renderAdmin(<LoginPage />);
    await user.type(field('login-email'), USER.email);
    await user.type(field('login-password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('login-code')).toHaveFocus());
    expect(helper('login-code')).toHaveTextContent('or one of your backup codes');

    await user.type(field('login-code'), '7KQ2-M9XD 4HTA-P3WZ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSessionSnapshot().status).toBe('active'));
    expect(bodies.at(-1)).toEqual({ email: USER.email, password: 'the password', backupCode: '7KQ2M9XD4HTAP3WZ' });
  });
});

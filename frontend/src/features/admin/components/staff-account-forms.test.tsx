// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { STAFF_PASSWORD_MESSAGES } from '@costa-sol/common';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { StaffUser } from '../api/staff-types';
import type { InviteUserRequest } from '../schemas/staff-user-schema';
import { ChangePasswordForm } from './account/change-password-form';
import { ChoosePasswordForm } from './account/choose-password-form';
import { StaffUserForm } from './users/staff-user-form';
import { field, helper, renderAdmin } from '../../../test/admin-render';

afterEach(cleanup);

const ANA = { email: 'ana.garcia@costasol.test', name: 'Ana García' };
const GOOD_PASSWORD = 'copper kettle under blue rain';

/** What a form sent, kept by the test's own send function. */
function recorder<T>(answer: (value: T) => Promise<void> = () => Promise.resolve()) {
  const sent: T[] = [];
  return { sent, send: (value: T) => (sent.push(value), answer(value)) };
}

const refusedWith = (status: number, body: object) => () => Promise.reject(new ApiError(status, JSON.stringify(body), ''));

const TEXTS = { password: 'New password', submit: 'Save the new password', submitting: 'Saving...', failed: 'Failed.' };

describe('choosing a staff password', { timeout: 20_000 }, () => {
  for (const language of ['en', 'es'] as const) {
    it(`checks the shared password rules with their ${language} messages`, async () => {
      const user = userEvent.setup();
      const { sent, send } = recorder<string>();
      renderAdmin(<ChoosePasswordForm idPrefix="reset" label="Reset" owner={ANA} texts={TEXTS} send={send} />, language);
      const m = STAFF_PASSWORD_MESSAGES[language];

      await user.click(screen.getByRole('button', { name: TEXTS.submit }));
      expect(helper('reset-password')).toHaveTextContent(language === 'en' ? 'Required' : 'Obligatorio');
      expect(field('reset-password')).toHaveAttribute('aria-invalid', 'true');
      expect(field('reset-password')).toHaveFocus();

      await user.type(field('reset-password'), 'short');
      expect(helper('reset-password')).toHaveTextContent(m.tooShort);
      expect(m.tooShort).toContain('12');

      await user.clear(field('reset-password'));
      await user.type(field('reset-password'), 'my name is garcia, ok?');
      expect(helper('reset-password')).toHaveTextContent(m.containsPersonalInfo);

      await user.clear(field('reset-password'));
      await user.type(field('reset-password'), GOOD_PASSWORD);
      expect(field('reset-password')).not.toHaveAttribute('aria-invalid');
      await user.type(field('reset-repeatPassword'), `${GOOD_PASSWORD}!`);
      await user.click(screen.getByRole('button', { name: TEXTS.submit }));
      expect(helper('reset-repeatPassword')).toHaveTextContent(
        language === 'en' ? 'The two passwords are not the same' : 'Las dos contraseñas no coinciden',
      );
      expect(sent).toEqual([]);

      await user.clear(field('reset-repeatPassword'));
      await user.type(field('reset-repeatPassword'), GOOD_PASSWORD);
      await user.click(screen.getByRole('button', { name: TEXTS.submit }));
      expect(sent).toEqual([GOOD_PASSWORD]);
    });
  }

  it('labels both fields for password managers and explains the rule under the first', () => {
    renderAdmin(<ChoosePasswordForm idPrefix="invitation" label="Invitation" owner={ANA} texts={TEXTS} send={() => Promise.resolve()} />);
    expect(screen.getByLabelText(/^New password \*?$/)).toBe(field('invitation-password'));
    expect(field('invitation-password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('invitation-repeatPassword')).toHaveAttribute('type', 'password');
    expect(field('invitation-password')).toHaveAccessibleDescription(/At least 12 characters/);
  });

  it("shows the API's own password verdict (the strength estimate) at the field, in the admin's language", async () => {
    const user = userEvent.setup();
    const send = refusedWith(400, { fieldErrors: { password: { code: 'tooWeak' } } });
    renderAdmin(<ChoosePasswordForm idPrefix="reset" label="Reset" owner={ANA} texts={TEXTS} send={send} />, 'es');
    await user.type(field('reset-password'), GOOD_PASSWORD);
    await user.type(field('reset-repeatPassword'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: TEXTS.submit }));
    expect(helper('reset-password')).toHaveTextContent(STAFF_PASSWORD_MESSAGES.es.tooWeak);
    expect(field('reset-password')).toHaveFocus();
  });

  it('change password: the current one is required, the new one follows the rules and is typed twice', async () => {
    const user = userEvent.setup();
    renderAdmin(<ChangePasswordForm owner={ANA} />, 'es');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(helper('account-currentPassword')).toHaveTextContent('Obligatorio');
    expect(helper('account-newPassword')).toHaveTextContent('Obligatorio');
    expect(field('account-currentPassword')).toHaveFocus();
    await user.type(field('account-newPassword'), 'ana.garcia 2026 summer');
    expect(helper('account-newPassword')).toHaveTextContent(STAFF_PASSWORD_MESSAGES.es.containsPersonalInfo);
  });
});

describe('inviting and editing a staff user', { timeout: 20_000 }, () => {
  it('checks e-mail and name, offers the roles and languages, and sends the trimmed request', async () => {
    const user = userEvent.setup();
    const { sent, send } = recorder<InviteUserRequest>();
    renderAdmin(<StaffUserForm submit={send} onCancel={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(helper('user-email')).toHaveTextContent('Required');
    expect(helper('user-name')).toHaveTextContent('Required');
    expect(field('user-email')).toHaveFocus();
    expect(field('user-email')).toHaveAccessibleDescription('Required');

    await user.type(field('user-email'), 'not-an-address');
    expect(helper('user-email')).toHaveTextContent('Please enter a valid email address');
    await user.type(field('user-name'), 'P');
    expect(helper('user-name')).toHaveTextContent('Use at least 2 characters');

    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Office', 'Technician']);
    expect(role).toHaveValue('office');
    expect(screen.getByRole('combobox', { name: 'Language of their e-mails' })).toHaveValue('en');

    await user.clear(field('user-email'));
    await user.type(field('user-email'), '  pedro@costasol.test ');
    await user.type(field('user-name'), 'edro Ruiz');
    await user.selectOptions(role, 'technician');
    await user.selectOptions(field('user-language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(sent).toEqual([{ email: 'pedro@costasol.test', name: 'Pedro Ruiz', role: 'technician', language: 'es' }]);
  });

  it('speaks Spanish, and a 409 marks the e-mail already in use', async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffUserForm submit={refusedWith(409, { message: 'E-mail in use' })} onCancel={() => undefined} />, 'es');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(helper('user-email')).toHaveTextContent('Obligatorio');
    expect(
      within(field('user-role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Propietario', 'Oficina', 'Técnico']);
    expect(field('user-language')).toHaveValue('es');

    await user.type(field('user-email'), 'ana@costasol.test');
    await user.type(field('user-name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(helper('user-email')).toHaveTextContent('Este correo electrónico ya tiene una cuenta');
    expect(field('user-email')).toHaveFocus();
  });

  it('editing: the e-mail is fixed, and a 409 (no active owner left) shows at the role', async () => {
    const user = userEvent.setup();
    const owner: StaffUser = {
      id: 'u1',
      email: 'owner@costasol.test',
      name: 'Olga Owner',
      role: 'owner',
      language: 'en',
      status: 'active',
      createdAt: '2026-01-01T00:00:00Z',
      lastSignInAt: null,
      secondFactorEnabled: false,
    };
    renderAdmin(<StaffUserForm user={owner} submit={refusedWith(409, { message: 'No active owner' })} onCancel={() => undefined} />);
    expect(document.getElementById('user-email')).toBeNull();
    expect(screen.getByText('owner@costasol.test')).toBeVisible();
    expect(field('user-name')).toHaveValue('Olga Owner');
    await user.selectOptions(field('user-role'), 'office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(helper('user-role')).toHaveTextContent('There must always be an active owner');
    expect(field('user-role')).toHaveFocus();
  });
});

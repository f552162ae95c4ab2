import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, invitationLink, signIn, unique } from './admin-support';
import { hydrated } from './support';

test.describe('admin: a team, not a shared password', () => {
  test('the owner invites a technician, who sets a password from the e-mail and sees only their areas; the audit log says who', async ({
    page,
    browser,
  }) => {
    // Two browsers, an invitation e-mail read back and two axe scans: more than the default 20 s on a busy machine.
    test.setTimeout(120_000);
    const id = unique();
    const email = `tech-${id}@costasol.test`;
    await signIn(page);
    await page.goto('/admin/users');
    await hydrated(page);
    await page.getByRole('button', { name: 'Invite a user' }).first().click();
    await page.locator('#user-email').fill(email);
    await page.locator('#user-name').fill(`Tomás Técnico ${id}`);
    await page.locator('#user-role').selectOption('technician');
    await page.locator('#user-language').selectOption('es');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('rowheader', { name: `Tomás Técnico ${id}` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The technician, in a browser of their own, follows the link.
    const link = await invitationLink(email);
    const technician = await (await browser.newContext()).newPage();
    await technician.goto(link);
    await hydrated(technician);
    await expect(technician.getByText(email)).toBeVisible();
    await technician.locator('#invitation-password').fill('orange kettle harbour violin');
    await technician.locator('#invitation-repeatPassword').fill('orange kettle harbour violin');
    await technician.getByRole('button', { name: /set password and sign in|elegir contraseña|iniciar sesión/i }).click();
    const nav = technician.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: /Leads|Contactos/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^(Users|Usuarios)$/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Audit log|Registro de cambios/ })).toHaveCount(0);
    // Content is theirs to read, not to change: no "New …", no Edit or Delete.
    await technician.goto('/admin/categories');
    await hydrated(technician);
    await expect(technician.getByRole('table')).toBeVisible();
    await expect(technician.getByRole('link', { name: /^(New|Nueva|Nuevo)/ })).toHaveCount(0);
    await expect(technician.getByRole('link', { name: /^(Edit|Editar)/ })).toHaveCount(0);
    await expect(technician.getByRole('button', { name: /^(Delete|Eliminar|Borrar)/ })).toHaveCount(0);
    // The link works once.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await hydrated(again);
    await expect(again.getByText(/already been used|ya se ha usado/)).toBeVisible();

    // The owner's audit log names the invitation and who sent it.
    await page.goto('/admin/audit');
    await hydrated(page);
    const row = page.getByRole('row').filter({ hasText: 'POST /api/admin/users' }).first();
    await expect(row).toContainText('admin@costasol.test');
    await expect(row).toContainText(email);
    await expectNoAxeViolations(page);
  });
});

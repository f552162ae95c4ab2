// @vitest-environment jsdom
import type { LeadFormPost } from '@costa-sol/common';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/i18n-context';
import { ContactForm } from './contact-form';
import { QuoteForm } from './quote-form';

/** The form as the server renders it, parsed, as a browser without JavaScript gets it. */
function serverHtml(ui: React.ReactElement, language: 'en' | 'es' = 'en'): Document {
  const html = renderToString(<LanguageProvider language={language}>{ui}</LanguageProvider>);
  return new DOMParser().parseFromString(html, 'text/html');
}

const field = (page: Document, id: string) => {
  const element = page.getElementById(id);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement))
    throw new Error(`No field #${id}`);
  return element;
};

describe('the lead forms in the server HTML, for a browser without JavaScript', () => {
  it('are POST forms whose fields carry the API names, with an enabled submit button', () => {
    const page = serverHtml(<QuoteForm />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    const names = [...form.querySelectorAll('input, select, textarea')].map((element) => element.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'email',
      'phone',
      'serviceType',
      'preferredBrand',
      'homeSize',
      'currentSystemAge',
      'details',
      'wantsConsultation',
      'website',
      'idempotencyKey',
    ]);
    expect(field(page, 'quote-wantsConsultation').getAttribute('value')).toBe('true');
    expect(form.querySelector('input[name="idempotencyKey"]')!.getAttribute('value')).toBe('');
    expect(form.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(false);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('show a post answered with its errors: the messages at the fields, a summary linking to them, the values kept', () => {
    const post: LeadFormPost = {
      kind: 'quote',
      values: { name: 'A', email: 'laura@example', phone: '600 123 456 78', serviceType: '', details: 'Villa', wantsConsultation: 'true' },
      fieldErrors: { name: 'nameMin', email: 'emailInvalid', serviceType: 'serviceTypeRequired' },
    };
    const page = serverHtml(<QuoteForm post={post} />, 'es');
    expect(field(page, 'quote-name').getAttribute('value')).toBe('A');
    expect(field(page, 'quote-name').getAttribute('aria-invalid')).toBe('true');
    const helper = page.getElementById(field(page, 'quote-name').getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe('El nombre debe tener al menos 2 caracteres');
    expect(field(page, 'quote-phone').getAttribute('value')).toBe('600 123 456 78');
    expect(field(page, 'quote-phone').hasAttribute('aria-invalid')).toBe(false);
    expect(field(page, 'quote-details').textContent).toBe('Villa');
    expect(field(page, 'quote-wantsConsultation').hasAttribute('checked')).toBe(true);
    const summary = page.querySelector('[role="alert"]')!;
    expect(summary.querySelector('h3')?.textContent).toBe('Aún no se ha enviado nada: revisa el formulario');
    expect([...summary.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#quote-name', 'El nombre debe tener al menos 2 caracteres'],
      ['#quote-email', 'Introduce un correo electrónico válido'],
      ['#quote-serviceType', 'Selecciona un tipo de servicio'],
    ]);
  });

  it('show a post refused as a whole with the failure text, and keep the message typed', () => {
    const post: LeadFormPost = {
      kind: 'contact',
      values: { firstName: 'Erik', message: 'Line one\nLine two' },
      fieldErrors: {},
      failed: true,
    };
    const page = serverHtml(<ContactForm post={post} />);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('Failed to send message. Please try again.');
    expect(field(page, 'contact-firstName').getAttribute('value')).toBe('Erik');
    expect(field(page, 'contact-message').textContent).toBe('Line one\nLine two');
    expect(page.querySelector('form button[type="submit"]')!.hasAttribute('disabled')).toBe(false);
  });
});

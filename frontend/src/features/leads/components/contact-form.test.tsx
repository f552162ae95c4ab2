// @vitest-environment jsdom
import { BUSINESS, businessFacts, seedBusinessSettings } from '@costa-sol/common';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';
import { renderWithProviders } from './render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function field(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No field #${id}`);
  return element;
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('contact-firstName'), 'Erik');
  await user.type(field('contact-lastName'), 'Lindqvist');
  await user.type(field('contact-email'), 'erik@example.com');
  await user.type(field('contact-phone'), '+46 70 123 45 67');
  await user.selectOptions(field('contact-serviceNeeded'), 'maintenance-service');
  await user.type(field('contact-message'), 'Our heat pump shows error E7.');
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows the spec messages when sent empty', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please select a service')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(field('contact-message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Spanish on a Spanish page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, 'es');
    expect(screen.getByRole('form', { name: 'Formulario de contacto' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Reparación urgente' })).toHaveValue('emergency-repair');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Los apellidos deben tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un servicio')).toBeInTheDocument();
    expect(field('contact-serviceNeeded')).toHaveAccessibleDescription('Selecciona un servicio');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/politica-privacidad');
  });

  it('sends the message, shows "Enviando..." meanwhile, then thanks and offers another one', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/es/contacto');
    renderWithProviders(<ContactForm />, 'es');

    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toStrictEqual({
      firstName: 'Erik',
      lastName: 'Lindqvist',
      email: 'erik@example.com',
      phone: '+46 70 123 45 67',
      serviceNeeded: 'maintenance-service',
      message: 'Our heat pump shows error E7.',
      pagePath: '/es/contacto',
      language: 'es',
    });

    answer(new Response('{"id":"1"}', { status: 201 }));

    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByText('Mensaje enviado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dejar una reseña en Google/ })).toHaveAttribute('href', BUSINESS.googleReviewUrl);
    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(await screen.findByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    expect(field('contact-firstName')).toHaveValue('');
  });

  it('English thanks and the English failure toast', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    renderWithProviders(<ContactForm />);

    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(field('contact-message')).toHaveValue('Our heat pump shows error E7.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"2"}', { status: 201 })),
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll respond within 24 hours.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Another Message' })).toBeInTheDocument();
  });

  it('promises the emergency callback time in the toast and the thanks for an emergency repair, in both languages', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"3"}', { status: 201 })),
    );
    renderWithProviders(<ContactForm />, 'es');
    await fillValidMessage(user);
    await user.selectOptions(field('contact-serviceNeeded'), 'emergency-repair');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Urgencia recibida. Te llamaremos en un plazo de 2 horas.')).toBeInTheDocument();
    expect(screen.getByText('Hemos recibido tu solicitud urgente. Te llamaremos en un plazo de 2 horas.')).toBeInTheDocument();
    expect(screen.queryByText(/24 horas/)).toBeNull();
  });

  it("promises the times the owner saved, not the seed's: reply within 4 hours, an emergency within 3", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":"4"}', { status: 201 })),
    );
    const facts = businessFacts({ ...seedBusinessSettings(), replyWithinHours: 4, emergencyResponseHours: 3 });
    const { unmount } = renderWithProviders(<ContactForm />, 'en', facts);
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Thank you for contacting us. We'll respond within 4 hours.")).toBeInTheDocument();
    unmount();

    renderWithProviders(<ContactForm />, 'es', facts);
    await fillValidMessage(user);
    await user.selectOptions(field('contact-serviceNeeded'), 'emergency-repair');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Urgencia recibida. Te llamaremos en un plazo de 3 horas.')).toBeInTheDocument();
    expect(screen.queryByText(/\b(2|24) horas/)).toBeNull();
  });
});

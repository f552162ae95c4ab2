// @vitest-environment jsdom
import { BUSINESS } from '@costa-sol/common';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteForm } from './quote-form';
import { renderWithProviders } from './render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function input(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement))
    throw new Error(`No field #${id}`);
  return element as HTMLInputElement;
}

async function fillValidQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('quote-name'), 'Laura Gómez');
  await user.type(input('quote-email'), 'laura@example.com');
  await user.type(input('quote-phone'), '+34 600 123 456');
  await user.selectOptions(input('quote-serviceType'), 'heat-pump-system');
  await user.selectOptions(input('quote-preferredBrand'), 'daikin');
  await user.type(input('quote-details'), '  Three-bedroom villa. ');
  await user.click(input('quote-wantsConsultation'));
}

describe('QuoteForm', { timeout: 20_000 }, () => {
  it('shows the four spec messages when sent empty, at their fields', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<QuoteForm />);

    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please select a service type')).toBeInTheDocument();
    expect(input('quote-name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('quote-name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(input('quote-serviceType')).toHaveAccessibleDescription('Please select a service type');
    expect(input('quote-name')).toHaveFocus();
    expect(input('quote-preferredBrand')).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates again on every change once submitted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await screen.findByText('Name must be at least 2 characters');

    await user.type(input('quote-name'), 'Al');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument());
    await user.clear(input('quote-name'));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('does not validate before the first submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteForm />);
    await user.type(input('quote-name'), 'A');
    await user.tab();
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('labels every field, marks the required ones and lists the options in the page language', () => {
    renderWithProviders(<QuoteForm />, 'es');
    expect(screen.getByRole('form', { name: 'Solicitud de presupuesto gratis' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Tipo de servicio/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Marca preferida/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Detalles del proyecto/ })).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Quiero una visita de asesoramiento gratuita en mi domicilio' })).not.toBeChecked();
    expect(within(input('quote-serviceType')).getByRole('option', { name: 'Sistema de bomba de calor' })).toHaveValue('heat-pump-system');
    expect(within(input('quote-homeSize')).getByRole('option', { name: 'Menos de 93 m² (1.000 ft²)' })).toHaveValue('under-1000');
    expect(screen.getByRole('button', { name: 'Solicitar presupuesto gratis' })).toBeEnabled();
  });

  it('has a hidden honeypot that people cannot reach', () => {
    renderWithProviders(<QuoteForm />);
    const honeypot = input('quote-website');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByLabelText('Leave this field empty')).toBe(honeypot);
  });

  it('shows the privacy notice with the controller, the rights address and the policy link', () => {
    renderWithProviders(<QuoteForm />, 'es');
    // The legal name ends with its own full stop (S.L.): never a second one.
    expect(screen.getByText(BUSINESS.legalName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUSINESS.privacyEmail })).toHaveAttribute('href', `mailto:${BUSINESS.privacyEmail}`);
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/politica-privacidad');
  });

  it('prefills the project details from initialDetails and follows it when it changes', async () => {
    const user = userEvent.setup();
    function WithEstimate() {
      const [details, setDetails] = useState('Room: 20 m²');
      return (
        <>
          <button type="button" onClick={() => setDetails('Room: 35 m²')}>
            New estimate
          </button>
          <QuoteForm initialDetails={details} />
        </>
      );
    }
    renderWithProviders(<WithEstimate />);
    expect(input('quote-details')).toHaveValue('Room: 20 m²');
    await user.click(screen.getByRole('button', { name: 'New estimate' }));
    expect(input('quote-details')).toHaveValue('Room: 35 m²');
  });

  it('sends the quote, shows "Submitting..." meanwhile, then the thank-you panel, the toast and the review link', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/?utm_source=google&utm_medium=cpc');
    renderWithProviders(<QuoteForm />);

    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quotes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toStrictEqual({
      name: 'Laura Gómez',
      email: 'laura@example.com',
      phone: '+34 600 123 456',
      serviceType: 'heat-pump-system',
      preferredBrand: 'daikin',
      details: 'Three-bedroom villa.',
      wantsConsultation: 'true',
      pagePath: '/',
      language: 'en',
      utmSource: 'google',
      utmMedium: 'cpc',
    });

    answer(new Response(JSON.stringify({ id: '1' }), { status: 201 }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you!' });
    // Focus moves in the panel's effect, a tick after it renders (under load, after findByRole has answered).
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Quote Request Submitted')).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 24 hours with your custom quote.")).toBeInTheDocument();
    const review = screen.getByRole('link', { name: /Leave a Google Review/ });
    expect(review).toHaveAttribute('href', BUSINESS.googleReviewUrl);
    expect(review).toHaveAttribute('target', '_blank');
    expect(review.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByRole('button', { name: 'Submit Another Quote' }));
    expect(await screen.findByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    expect(input('quote-name')).toHaveValue('');
    expect(input('quote-serviceType')).toHaveValue('');
    expect(input('quote-wantsConsultation')).not.toBeChecked();
    await waitFor(() => expect(input('quote-name')).toHaveFocus());
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('keeps the values, shows the error toast and the server messages in Spanish when the API refuses', async () => {
    const user = userEvent.setup();
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Some fields are not valid.',
      fieldErrors: { email: { code: 'emailInvalid', message: 'Please enter a valid email address' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400, statusText: 'Bad Request' })),
    );
    renderWithProviders(<QuoteForm />, 'es');

    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Solicitar presupuesto gratis' }));

    expect(await screen.findByText('No se pudo enviar la solicitud de presupuesto. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(input('quote-email')).toHaveAttribute('aria-invalid', 'true');
    expect(input('quote-email')).toHaveFocus();
    expect(input('quote-name')).toHaveValue('Laura Gómez');
    expect(input('quote-serviceType')).toHaveValue('heat-pump-system');
    expect(screen.getByRole('button', { name: 'Solicitar presupuesto gratis' })).toBeEnabled();
  });

  it('shows the English error toast when the server fails', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    renderWithProviders(<QuoteForm />);

    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    expect(await screen.findByText('Failed to submit quote request. Please try again.')).toBeInTheDocument();
    expect(input('quote-phone')).toHaveValue('+34 600 123 456');
  });

  it('sends one Idempotency-Key per submission: the same on a retry, a new one after an edit or a success', async () => {
    const user = userEvent.setup();
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response(JSON.stringify({ id: '1' }), { status: 201 }),
      () => new Response(JSON.stringify({ id: '2' }), { status: 201 }),
    ];
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answers[fetchMock.mock.calls.length - 1]());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<QuoteForm />);
    const submit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Get My Free Quote' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled());
    };
    const keys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));

    await fillValidQuote(user);
    await submit(); // the connection fails: the lead may or may not be stored
    await submit(); // the visitor sends it again, unchanged: the same key, so the server stores it at most once
    await user.type(input('quote-name'), 'a');
    await submit(); // edited: another request, another key
    await user.click(await screen.findByRole('button', { name: 'Get My Free Quote' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Another Quote' }));
    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await screen.findByRole('button', { name: 'Submit Another Quote' });

    const [first, retry, edited, editedRetry, next] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
    expect(editedRetry).toBe(edited);
    expect(next).not.toBe(edited);
    expect(new Set([first, edited, next]).size).toBe(3);
  });
});

import { businessClock, type Language, OUT_OF_HOURS } from '@costa-sol/common';
import { track } from '../../lib/analytics';
import { whatsappMessages } from './content/messages';

/** Before 09:00 or after 20:00, Madrid time (common's business clock, wherever the visitor's clock is set). */
export function isOutOfHours(now: Date): boolean {
  const { hour, minute } = businessClock(now);
  const minutes = hour * 60 + minute;
  return minutes < OUT_OF_HOURS.before * 60 || minutes > OUT_OF_HOURS.after * 60;
}

/**
 * Path words of the message choice (docs/product.md, "WhatsApp"), with their Spanish counterparts: the Spanish
 * pages are /es/servicio-emergencia, /es/herramientas/calculadora-hvac and /es/servicios-comerciales, and must get
 * the same messages.
 */
const PATH_WORDS = {
  emergency: ['emergency', 'emergencia'],
  calculator: ['calculator', 'calculadora'],
  commercial: ['commercial', 'comercial'],
  premium: ['puerto-banus', 'nueva-andalucia', 'new-andalusia'],
} as const;

const has = (path: string, words: readonly string[]) => words.some((word) => path.includes(word));

/** The message choice of docs/product.md, "WhatsApp": first match wins. */
export function chooseWhatsAppMessage(input: { explicit?: string; path: string; language: Language; now: Date }): string {
  const messages = whatsappMessages[input.language];
  if (input.explicit) return input.explicit;
  if (has(input.path, PATH_WORDS.emergency) || isOutOfHours(input.now)) return messages.emergency;
  if (has(input.path, PATH_WORDS.calculator)) return messages.calculator;
  if (has(input.path, PATH_WORDS.commercial)) return messages.commercial;
  if (has(input.path, PATH_WORDS.premium)) return messages.premium;
  return messages.general;
}

/** `number`: the business's WhatsApp number in international form, digits only (business settings). */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The number of a WhatsApp link the server rendered (with the number saved in the business settings). */
export function whatsappNumberOf(href: string): string {
  return /^https:\/\/wa\.me\/(\d+)/.exec(href)?.[1] ?? '';
}

/**
 * In the browser: the WhatsApp link for this page, its language and the visitor's clock (the message choice above),
 * used by the floating widget and the phone menu's "Chat Now" link.
 */
export function pageWhatsAppUrl(number: string, explicit?: string): string {
  const language = document.documentElement.lang === 'es' ? 'es' : 'en';
  return whatsappUrl(number, chooseWhatsAppMessage({ explicit, path: window.location.pathname, language, now: new Date() }));
}

/** Sends whatsapp_click if an analytics function exists (none is loaded before consent). */
export function trackWhatsAppClick(path: string): void {
  track('whatsapp_click', { event_category: 'engagement', event_label: path });
}

import { BUSINESS, type Language, OUT_OF_HOURS } from '@costa-sol/common';
import { whatsappMessages } from './content/messages';

const MADRID_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes since midnight in Madrid at `now`, wherever the visitor's clock is set. */
export function madridMinutes(now: Date): number {
  const [hours, minutes] = MADRID_TIME.format(now).split(':').map(Number);
  return hours * 60 + minutes;
}

/** Before 09:00 or after 20:00, Madrid time. */
export function isOutOfHours(now: Date): boolean {
  const minutes = madridMinutes(now);
  return minutes < OUT_OF_HOURS.before * 60 || minutes > OUT_OF_HOURS.after * 60;
}

/**
 * Path words of spec section 7, with their Spanish counterparts: the Spanish pages are /es/servicio-emergencia,
 * /es/herramientas/calculadora-hvac and /es/servicios-comerciales, and must get the same messages.
 */
const PATH_WORDS = {
  emergency: ['emergency', 'emergencia'],
  calculator: ['calculator', 'calculadora'],
  commercial: ['commercial', 'comercial'],
  premium: ['puerto-banus', 'nueva-andalucia', 'new-andalusia'],
} as const;

const has = (path: string, words: readonly string[]) => words.some((word) => path.includes(word));

/** Spec section 7, first match wins. */
export function chooseWhatsAppMessage(input: { explicit?: string; path: string; language: Language; now: Date }): string {
  const messages = whatsappMessages[input.language];
  if (input.explicit) return input.explicit;
  if (has(input.path, PATH_WORDS.emergency) || isOutOfHours(input.now)) return messages.emergency;
  if (has(input.path, PATH_WORDS.calculator)) return messages.calculator;
  if (has(input.path, PATH_WORDS.commercial)) return messages.commercial;
  if (has(input.path, PATH_WORDS.premium)) return messages.premium;
  return messages.general;
}

export function whatsappUrl(message: string): string {
  return `https://wa.me/${BUSINESS.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

type Gtag = (command: 'event', action: string, params: Record<string, string>) => void;

/** Sends whatsapp_click if an analytics function exists (none is loaded before consent). */
export function trackWhatsAppClick(path: string): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') gtag('event', 'whatsapp_click', { event_category: 'engagement', event_label: path });
}

import { businessClock } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { chooseWhatsAppMessage, isOutOfHours, whatsappNumberOf, whatsappUrl } from './choose-message';
import { whatsappMessages } from './content/messages';
import { CALENDAR_INSTANTS, inTimeZone, OTHER_TIME_ZONES } from '../../test/time-zones';

/** Madrid is UTC+2 in summer: 10:00 in Madrid is 08:00 UTC. */
const madrid = (time: string) => new Date(`2026-06-10T${time}:00+02:00`);
const DAY = madrid('10:00');

describe('chooseWhatsAppMessage (first match wins)', () => {
  it('1. an explicit message wins over everything', () => {
    expect(chooseWhatsAppMessage({ explicit: 'Custom', path: '/emergency-service', language: 'en', now: madrid('23:00') })).toBe('Custom');
  });

  it('2. emergency paths and out-of-hours get the urgent message', () => {
    expect(chooseWhatsAppMessage({ path: '/emergency-service', language: 'en', now: DAY })).toBe(whatsappMessages.en.emergency);
    expect(chooseWhatsAppMessage({ path: '/es/servicio-emergencia', language: 'es', now: DAY })).toBe(whatsappMessages.es.emergency);
    expect(chooseWhatsAppMessage({ path: '/tools/hvac-calculator', language: 'en', now: madrid('08:59') })).toBe(
      whatsappMessages.en.emergency,
    );
    expect(chooseWhatsAppMessage({ path: '/', language: 'es', now: madrid('20:01') })).toBe(whatsappMessages.es.emergency);
  });

  it('3. the calculator path gets the detailed-quote message', () => {
    expect(chooseWhatsAppMessage({ path: '/tools/hvac-calculator', language: 'en', now: DAY })).toBe(whatsappMessages.en.calculator);
    expect(chooseWhatsAppMessage({ path: '/es/herramientas/calculadora-hvac', language: 'es', now: DAY })).toBe(
      whatsappMessages.es.calculator,
    );
  });

  it('emergency beats calculator, calculator beats commercial', () => {
    expect(chooseWhatsAppMessage({ path: '/emergency/calculator', language: 'en', now: DAY })).toBe(whatsappMessages.en.emergency);
    expect(chooseWhatsAppMessage({ path: '/commercial/calculator', language: 'en', now: DAY })).toBe(whatsappMessages.en.calculator);
  });

  it('4. commercial paths get the business message', () => {
    expect(chooseWhatsAppMessage({ path: '/commercial-services', language: 'en', now: DAY })).toBe(whatsappMessages.en.commercial);
    expect(chooseWhatsAppMessage({ path: '/es/servicios-comerciales', language: 'es', now: DAY })).toBe(whatsappMessages.es.commercial);
  });

  it('5. Puerto Banús and Nueva Andalucía get the premium message', () => {
    expect(chooseWhatsAppMessage({ path: '/locations/puerto-banus', language: 'en', now: DAY })).toBe(whatsappMessages.en.premium);
    expect(chooseWhatsAppMessage({ path: '/es/ubicaciones/nueva-andalucia', language: 'es', now: DAY })).toBe(whatsappMessages.es.premium);
    expect(chooseWhatsAppMessage({ path: '/locations/new-andalusia', language: 'en', now: DAY })).toBe(whatsappMessages.en.premium);
  });

  it('6. otherwise a general request', () => {
    expect(chooseWhatsAppMessage({ path: '/', language: 'en', now: DAY })).toBe(whatsappMessages.en.general);
    expect(chooseWhatsAppMessage({ path: '/es', language: 'es', now: DAY })).toBe(whatsappMessages.es.general);
  });
});

describe('isOutOfHours (Europe/Madrid, before 09:00 or after 20:00)', () => {
  it.each([
    ['08:59', true],
    ['09:00', false],
    ['14:30', false],
    ['20:00', false],
    ['20:01', true],
    ['00:00', true],
  ])('%s → %s', (time, expected) => {
    expect(isOutOfHours(madrid(time))).toBe(expected);
  });

  it('uses Madrid time whatever the clock zone (winter, UTC+1)', () => {
    expect(isOutOfHours(new Date('2026-01-15T07:30:00Z'))).toBe(true);
    expect(isOutOfHours(new Date('2026-01-15T08:30:00Z'))).toBe(false);
  });

  it('follows the clock changes: 07:30 UTC is 08:30 in Madrid before the last Sunday of March, 09:30 from it', () => {
    expect(isOutOfHours(new Date('2026-03-28T07:30:00Z'))).toBe(true);
    expect(isOutOfHours(new Date('2026-03-29T07:30:00Z'))).toBe(false);
    expect(isOutOfHours(new Date('2026-10-24T07:30:00Z'))).toBe(false);
    expect(isOutOfHours(new Date('2026-10-25T07:30:00Z'))).toBe(true);
  });
});

describe('whatsappUrl', () => {
  it('encodes the message for wa.me', () => {
    expect(whatsappUrl('34611223344', 'Hola, ¿qué tal? & más')).toBe(
      'https://wa.me/34611223344?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F%20%26%20m%C3%A1s',
    );
  });

  it('reads the number back from a link the server rendered', () => {
    expect(whatsappNumberOf('https://wa.me/34611223344?text=Hola')).toBe('34611223344');
    expect(whatsappNumberOf('https://example.org/')).toBe('');
  });
});

describe('the message in other time zones', () => {
  const choose = (instant: string) => {
    const now = new Date(instant);
    return {
      minutes: businessClock(now).hour * 60 + businessClock(now).minute,
      outOfHours: isOutOfHours(now),
      message: chooseWhatsAppMessage({ path: '/', language: 'es', now }),
    };
  };

  it.each(CALENDAR_INSTANTS)('chooses the same at %s in every zone as in UTC', (instant) => {
    const utc = inTimeZone('UTC', () => choose(instant));
    for (const zone of OTHER_TIME_ZONES) expect(inTimeZone(zone, () => choose(instant))).toEqual(utc);
  });

  it('reads Madrid’s clock a few minutes before each change', () => {
    expect(inTimeZone('Asia/Kolkata', () => choose('2027-03-28T00:56:00Z')).minutes).toBe(60 + 56);
    expect(inTimeZone('Pacific/Auckland', () => choose('2027-10-31T00:56:00Z')).minutes).toBe(2 * 60 + 56);
  });
});

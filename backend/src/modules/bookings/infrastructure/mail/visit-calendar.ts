const PRODUCT_ID = '-//Costa Sol HVAC//Survey visits//EN';
const MAX_LINE_OCTETS = 75;
/** Control characters other than tab are not allowed in iCalendar text; line breaks are escaped before this applies. */
const allowedInText = (char: string) => char === '\t' || (char >= ' ' && char !== '\u007f');
const isControlOrSpace = (char: string) => char <= ' ' || char === '\u007f';
const EMAIL = /^[^\s@:;,"<>]+@[^\s@:;,"<>]+$/;

interface CalendarVisit {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  url?: string;
  /** Raised by the caller on each change (reschedule, cancel) so calendars replace the earlier copy. */
  sequence?: number;
  cancelled?: boolean;
}

/**
 * The visit as an iCalendar (RFC 5545) file for the visitor's e-mail: one event in UTC, PUBLISH to add or update
 * it, CANCEL (with STATUS:CANCELLED) to take it off. `now` is the DTSTAMP, when this copy was made.
 */
export function visitCalendar(visit: CalendarVisit, now: Date): string {
  if (visit.end.getTime() <= visit.start.getTime()) throw new Error('A visit must end after it starts');
  if (!EMAIL.test(visit.organizerEmail)) throw new Error(`Not an organizer e-mail address: ${JSON.stringify(visit.organizerEmail)}`);
  const sequence = visit.sequence ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new Error(`A SEQUENCE must be a whole number >= 0, not ${sequence}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${visit.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(visit.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(visit.start)}`,
    `DTEND:${utcDateTime(visit.end)}`,
    `SEQUENCE:${sequence}`,
    `STATUS:${visit.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    `LOCATION:${escapeText(visit.location)}`,
    ...(visit.url === undefined ? [] : [`URL:${uri(visit.url)}`]),
    `ORGANIZER:mailto:${visit.organizerEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

/** `YYYYMMDDTHHMMSSZ`: the UTC form, so no time zone definition is needed. */
function utcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new Error('Invalid date in a visit calendar');
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, every line break as \n. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter(allowedInText)
    .join('');
}

/** A URI value is written as it is: it must be an absolute http(s) URL with nothing that could break the line. */
function uri(value: string): string {
  if (Array.from(value).some(isControlOrSpace) || !/^https?:\/\//i.test(value) || !URL.canParse(value))
    throw new Error(`Not an absolute http(s) URL: ${JSON.stringify(value)}`);
  return value;
}

/** Splits a content line into lines of at most 75 octets, continuations starting with a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = Buffer.byteLength(character, 'utf8');
    if (currentOctets + octets > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n');
}

import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** PRODID -//Costa Sol HVAC//Survey visits//EN. */
const PRODUCT_ID = { company: 'Costa Sol HVAC', product: 'Survey visits', language: 'EN' };
/** Control characters other than tab are not allowed in iCalendar text; line breaks are escaped by ical-generator. */
const allowedInText = (char: string) => char === '\t' || char === '\r' || char === '\n' || (char >= ' ' && char !== '\u007f');
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
  /** The organizer's common name (CN); the e-mail address when absent. */
  organizerName?: string;
  url?: string;
  /** Raised by the caller on each change (reschedule, cancel) so calendars replace the earlier copy. */
  sequence?: number;
  cancelled?: boolean;
}

/**
 * The visit as an iCalendar (RFC 5545) file for the visitor's e-mail, written by ical-generator: one event in UTC,
 * PUBLISH to add or update it, CANCEL (with STATUS:CANCELLED) to take it off. `now` is the DTSTAMP, when this copy
 * was made. ical-generator escapes and folds (75 octets, never inside a character); the checks below refuse what
 * it would write as given (a URL or an address that could break the line) and drop control characters from text.
 */
export function visitCalendar(visit: CalendarVisit, now: Date): string {
  for (const instant of [visit.start, visit.end, now])
    if (Number.isNaN(instant.getTime())) throw new Error('Invalid date in a visit calendar');
  if (visit.end.getTime() <= visit.start.getTime()) throw new Error('A visit must end after it starts');
  if (!EMAIL.test(visit.organizerEmail)) throw new Error(`Not an organizer e-mail address: ${JSON.stringify(visit.organizerEmail)}`);
  const sequence = visit.sequence ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new Error(`A SEQUENCE must be a whole number >= 0, not ${sequence}`);
  const calendar = ical({
    prodId: PRODUCT_ID,
    scale: 'GREGORIAN',
    method: visit.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: text(visit.uid),
    stamp: now,
    start: visit.start,
    end: visit.end,
    sequence,
    status: visit.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: text(visit.summary),
    description: text(visit.description),
    location: text(visit.location),
    url: visit.url === undefined ? null : uri(visit.url),
    // A quoted parameter value (CN="…") cannot hold a double quote at all.
    organizer: { name: text(visit.organizerName ?? visit.organizerEmail).replace(/"/g, ''), email: visit.organizerEmail },
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}

/** Text as RFC 5545 allows it: no control characters but tab and the line breaks ical-generator escapes. */
function text(value: string): string {
  return Array.from(value).filter(allowedInText).join('');
}

/** A URI value is written as it is: it must be an absolute http(s) URL with nothing that could break the line. */
function uri(value: string): string {
  if (Array.from(value).some(isControlOrSpace) || !/^https?:\/\//i.test(value) || !URL.canParse(value))
    throw new Error(`Not an absolute http(s) URL: ${JSON.stringify(value)}`);
  return value;
}

import ICAL from 'ical.js';
import { visitCalendar } from './visit-calendar';

const VISIT = {
  uid: '0b8e4c1e-5a5f-4d0e-9f3c-2a4b6c8d0e1f@costasol.test',
  // 10:30 in Madrid on a winter day, 11:00 on a summer one: the file holds UTC either way.
  start: new Date('2026-12-10T09:30:00Z'),
  end: new Date('2026-12-10T10:30:00Z'),
  summary: 'Visita técnica: bomba de calor, Marbella; Inés Núñez',
  description: 'Survey of the heat pump.\nCall before arriving, please; the gate code is 1234.',
  location: 'Calle Ñandú 3, 29602 Marbella',
  organizerEmail: 'visits@costasol.test',
  url: 'https://costasol.test/en/visit/manage?token=abc.def',
};
const NOW = new Date('2026-12-01T08:15:42.123Z');

function parsedEvent(ics: string): { calendar: ICAL.Component; event: ICAL.Event } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, event: new ICAL.Event(vevents[0]) };
}

describe('visitCalendar', () => {
  it('writes CRLF lines of at most 75 octets, a calendar with one event', () => {
    const ics = visitCalendar({ ...VISIT, description: 'ñ'.repeat(200) }, NOW);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const { calendar, event } = parsedEvent(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Costa Sol HVAC//Survey visits//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(VISIT.uid);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(0);
  });

  it('gives the start, end and stamp as the same instants, in UTC', () => {
    const ics = visitCalendar(VISIT, NOW);
    expect(ics).toContain('\r\nDTSTART:20261210T093000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261210T103000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261201T081542Z\r\n');
    const { event } = parsedEvent(ics);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().getTime()).toBe(VISIT.start.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(VISIT.end.getTime());
    const stamp = event.component.getFirstPropertyValue('dtstamp');
    expect(stamp instanceof ICAL.Time && stamp.toJSDate().toISOString()).toBe('2026-12-01T08:15:42.000Z');
  });

  it('round-trips text with accents, commas, semicolons, backslashes and line breaks', () => {
    const summary = 'Visita técnica, Marbella; Inés Núñez \\ aire acondicionado 🌞';
    const description = 'Línea uno,\r\nlínea dos; C:\\ruta\nfin';
    const ics = visitCalendar({ ...VISIT, summary, description }, NOW);
    // Escaped as RFC 5545 says, not only as this parser tolerates.
    expect(ics).toContain('\r\nSUMMARY:Visita técnica\\, Marbella\\; Inés Núñez \\\\ aire');
    expect(ics).toContain('\r\nDESCRIPTION:Línea uno\\,\\nlínea dos\\; C:\\\\ruta\\nfin\r\n');
    const { event } = parsedEvent(ics);
    expect(event.summary).toBe(summary);
    expect(event.description).toBe(description.replace(/\r\n/g, '\n'));
    expect(event.location).toBe(VISIT.location);
    expect(event.component.getFirstPropertyValue('url')).toBe(VISIT.url);
    expect(event.organizer).toBe('mailto:visits@costasol.test');
  });

  it('folds a 200-character description and unfolds it intact, never inside a character', () => {
    // Two- and four-byte characters, at every offset against the 75-octet limit.
    const description = Array.from({ length: 200 }, (_, i) => ['a', 'é', '€', '🌞', ','][i % 5]).join('');
    const ics = visitCalendar({ ...VISIT, description }, NOW);
    // The DESCRIPTION line and its continuations (lines starting with a space), whatever property comes next.
    const [first, ...rest] = ics.slice(ics.indexOf('\r\nDESCRIPTION:') + 2).split('\r\n');
    const lines = [
      first,
      ...rest.slice(
        0,
        rest.findIndex((line) => !line.startsWith(' ')),
      ),
    ];
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a UTF-8 round trip.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(parsedEvent(ics).event.description).toBe(description);
  });

  it('cancels: METHOD:CANCEL, STATUS:CANCELLED and the caller’s sequence', () => {
    const ics = visitCalendar({ ...VISIT, cancelled: true, sequence: 2 }, NOW);
    const { calendar, event } = parsedEvent(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(2);
    expect(event.uid).toBe(VISIT.uid);
  });

  it('leaves out URL when there is none', () => {
    const { url: _unused, ...withoutUrl } = VISIT;
    const { event } = parsedEvent(visitCalendar(withoutUrl, NOW));
    expect(event.component.hasProperty('url')).toBe(false);
  });

  it('refuses values that would break the file', () => {
    expect(() => visitCalendar({ ...VISIT, end: VISIT.start }, NOW)).toThrow('end after it starts');
    expect(() => visitCalendar({ ...VISIT, url: 'https://x.test/a\r\nATTENDEE:mailto:x@y.z' }, NOW)).toThrow('Not an absolute');
    expect(() => visitCalendar({ ...VISIT, url: 'javascript:alert(1)' }, NOW)).toThrow('Not an absolute');
    expect(() => visitCalendar({ ...VISIT, organizerEmail: 'a@b.c\r\nX:y' }, NOW)).toThrow('Not an organizer');
    expect(() => visitCalendar({ ...VISIT, sequence: -1 }, NOW)).toThrow('SEQUENCE');
    expect(() => visitCalendar({ ...VISIT, start: new Date(Number.NaN) }, NOW)).toThrow();
  });

  it('drops control characters from text', () => {
    const { event } = parsedEvent(visitCalendar({ ...VISIT, summary: 'Visit\u0000\u0007 today\ttoo' }, NOW));
    expect(event.summary).toBe('Visit today\ttoo');
  });
});

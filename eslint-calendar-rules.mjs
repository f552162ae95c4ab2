// The calendar is Madrid's whatever the machine's time zone and locale: no local-time getters or setters and no
// default-locale formatting, in the backend and the frontend alike (the tests of the business clock guard the rest).
export const LOCAL_TIME = [
  {
    // A port's own method of the same name (this.visits.setHours) is not a Date.
    selector:
      "CallExpression > MemberExpression.callee[property.name=/^(get|set)(FullYear|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$|^get(Year|TimezoneOffset)$/]:not([object.type='MemberExpression'][object.object.type='ThisExpression'])",
    message:
      "Local-time Date methods depend on the machine's time zone. Use common's business clock (businessClock, businessDay, madridDay, businessInstant) for Madrid's calendar, or the getUTC*/setUTC* methods for UTC arithmetic.",
  },
  {
    selector: 'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]',
    message:
      "Without a locale this formats in the machine's language. Pass the page's locale and timeZone: 'Europe/Madrid' (or use common's formatting helpers).",
  },
];

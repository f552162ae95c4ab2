/** Port: the time of now, injected so that what depends on it (this year's words in a password) can be tested. */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

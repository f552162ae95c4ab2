/**
 * Port: the time of now, injected so that whatever depends on it (a booking's free slots, a follow-up's due day,
 * this year's words in a password) can be tested at any instant. Provided once, globally (shared/clock.module.ts).
 */
export abstract class Clock {
  abstract now(): Date;
}

/** The machine's clock: the one place in backend/src that reads it (eslint.config.mjs forbids it elsewhere). */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still at a given instant until moved (tests, and callers that must agree on one instant). */
export class FixedClock extends Clock {
  private instant: number;

  constructor(instant: Date | string) {
    super();
    this.instant = new Date(instant).getTime();
  }

  now(): Date {
    return new Date(this.instant);
  }

  /** Moves the clock to another instant. */
  set(instant: Date | string): void {
    this.instant = new Date(instant).getTime();
  }

  /** Moves the clock on by so many milliseconds. */
  advance(ms: number): void {
    this.instant += ms;
  }
}

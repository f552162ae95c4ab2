import type { Lead } from '../../domain/lead';

/** Port: the leads the honeypot caught, kept apart from the inbox until a person reviews them. */
export abstract class SpamTrap {
  /** The caught leads, newest first (bounded by `limit`). */
  abstract caught(limit: number): Promise<Lead[]>;
  /** Takes one lead out of the trap, once: undefined when no lead with that id is in it (any more). */
  abstract release(id: string): Promise<Lead | undefined>;
}

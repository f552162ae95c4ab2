/**
 * Port: the words an intruder who knows this business tries first in a staff password (zxcvbn's user inputs): the
 * brand and legal name as the business settings hold them now, the site's host, this year and the next.
 */
export abstract class GuessableWords {
  abstract read(): Promise<string[]>;
}

/** Port: how many visits the calendar holds as done in a town (by its English slug). */
export abstract class TownVisitCounts {
  abstract doneIn(town: string): Promise<number>;
}

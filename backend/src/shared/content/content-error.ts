/** Content files that break their schema: every problem at once, each naming the file, the field and the rule. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * Content files that break their rules: every problem at once, each naming the file, the field and the rule, as
 * "content/pages/x.es.md: sections.2 (#anchor).paragraphs: message (rule)".
 */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * A problem found while reading a file's text, before its schema is checked: thrown by a file format's reader, which
 * does not know the file's name; the loader adds it. `field` is where in the file ("line 12", "(file)").
 */
export class FileProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly rule: string,
  ) {
    super(message);
    this.name = 'FileProblem';
  }
}

/** One problem as reported: "content/towns/tolox.yaml: summary.es: Too small: … (too_small)". */
export function problemAt(where: string, field: string, message: string, rule: string): string {
  return `${where}: ${field}: ${message} (${rule})`;
}

/** The first line of an error's message (a YAML parser's message goes on with a picture of the source). */
export function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/** What an import would change in one content set, each entry named as the files name it (a slug, a path). */
export interface ContentSetChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** A set's changes, checked, and how to make them: removals only when asked (`remove`). */
export interface ContentSetPlan extends ContentSetChanges {
  apply(options: { remove: boolean }): Promise<void>;
}

/** A content file by its path under the content root (with `/`), and its text. */
export type ContentFiles = Map<string, string>;

/**
 * Port: one set of the content the owner edits in the admin (the business settings, the towns, the Q&A…), which
 * `npm run content:export` writes as the files of content/ and `content:import` loads back. Each module that owns
 * such content provides its set; the content-io module lists them (a new set is one more class there).
 */
export abstract class ContentSet {
  /** As the import's report names it: "towns". */
  abstract readonly name: string;
  /** Whether a file under the content root belongs to this set (the export removes the set's files it did not write). */
  abstract owns(path: string): boolean;
  /** The database's content as files, in the files' own format. */
  abstract export(): Promise<ContentFiles>;
  /** Reads and checks the set's files under the content root (a ContentError lists every problem) against the database. */
  abstract plan(contentRoot: string): Promise<ContentSetPlan>;
}

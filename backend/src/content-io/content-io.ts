import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { type ContentSet, type ContentSetChanges, type ContentSetPlan } from '../shared/application/content-set.port';

/** The content sets content:export and content:import handle, in the order the import applies them. */
export class ContentSets {
  constructor(readonly sets: readonly ContentSet[]) {}
}

interface ContentSetReport extends ContentSetChanges {
  name: string;
}

/** Every file under a folder, as paths relative to it with `/`. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** One line of the report: "towns: 2 added, 1 changed (marbella), 0 removed". */
export function reportLine({ name, added, changed, removed }: ContentSetReport): string {
  const part = (names: string[], what: string) => `${names.length} ${what}${names.length > 0 ? ` (${names.join(', ')})` : ''}`;
  return `${name}: ${part(added, 'added')}, ${part(changed, 'changed')}, ${part(removed, 'removed')}`;
}

/**
 * npm run content:export and content:import: the database's content written as the files of content/ (or another
 * folder), and files loaded back through each set's admin use cases, every set checked before the first is changed.
 */
export class ContentIo {
  constructor(private readonly registry: ContentSets) {}

  /** Writes every set's files under `root`, and removes the set's files there that the database no longer has. */
  async exportTo(root: string): Promise<string[]> {
    const present = filesUnder((mkdirSync(root, { recursive: true }), root));
    const written: string[] = [];
    for (const set of this.registry.sets) {
      const files = await set.export();
      for (const path of present.filter((file) => set.owns(file) && !files.has(file))) rmSync(join(root, path));
      for (const [path, text] of files) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
        written.push(path);
      }
    }
    return written.sort();
  }

  /**
   * Reads and checks every set's files under `root` (a ContentError lists the problems of all of them; nothing is
   * changed then), and unless `dryRun` applies the changes. Entries missing from the files are removed only with `remove`.
   */
  async importFrom(root: string, { dryRun, remove }: { dryRun: boolean; remove: boolean }): Promise<ContentSetReport[]> {
    const problems: string[] = [];
    const plans: [ContentSet, ContentSetPlan][] = [];
    for (const set of this.registry.sets) {
      try {
        plans.push([set, await set.plan(root)]);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.problems);
      }
    }
    if (problems.length > 0) throw new ContentError(problems);
    if (!dryRun) for (const [, plan] of plans) await plan.apply({ remove });
    return plans.map(([set, { added, changed, removed }]) => ({ name: set.name, added, changed, removed }));
  }
}

import 'reflect-metadata';
import { resolve } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { createApp } from '../app';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { ContentIo, reportLine } from '../content-io/content-io';
import { DataDirLockedError } from '../database/data-dir-lock';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../database/embedded-postgres';
import { describeError } from '../shared/application/describe-error';

const USAGE = 'Usage: content.js export [--dir path] | import [--dir path] [--dry-run] [--remove]';

interface Command {
  action: 'export' | 'import';
  dir?: string;
  dryRun: boolean;
  remove: boolean;
}

/** The command line: the action, then --dir path, --dry-run and --remove (import only); undefined when it is wrong. */
function parseContentCommand(args: string[]): Command | undefined {
  const [action, ...rest] = args;
  if (action !== 'export' && action !== 'import') return undefined;
  const command: Command = { action, dryRun: false, remove: false };
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index];
    if (arg === '--dir' && rest[index + 1] && !command.dir) command.dir = rest[++index];
    else if (arg === '--dry-run' && action === 'import') command.dryRun = true;
    else if (arg === '--remove' && action === 'import') command.remove = true;
    else return undefined;
  }
  return command;
}

/**
 * `npm run content:export` / `content:import` (docs/operations.md, "Content export and import"), with the app's
 * environment: DATABASE_URL, or the embedded database's DATA_DIR (stop the app first then: it holds the folder).
 * The app's modules are started without listening, so the import goes through the admin's use cases.
 */
async function main(args: string[]): Promise<number> {
  const command = parseContentCommand(args);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadAppConfig({ LOG_LEVEL: 'warn', ...process.env, SERVE_SITE: 'false' });
  // npm runs the script in backend/: a relative --dir is taken from where npm was started.
  const root = command.dir ? resolve(process.env.INIT_CWD ?? process.cwd(), command.dir) : config.contentDir;
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.databaseDir, config.embeddedDatabasePort);
  const app = await createApp(config, config.databaseUrl ?? embedded!.url);
  try {
    await app.init();
    const io = app.get(ContentIo);
    if (command.action === 'export') {
      const written = await io.exportTo(root);
      console.log(`Wrote ${written.length} files to ${root}.`);
    } else {
      const reports = await io.importFrom(root, { dryRun: command.dryRun, remove: command.remove });
      console.log(command.dryRun ? `Dry run: what an import of ${root} would change (nothing changed).` : `Imported ${root}.`);
      for (const report of reports) console.log(reportLine(report));
      if (!command.remove && reports.some((report) => report.removed.length > 0))
        console.log('Entries missing from the files were kept: pass --remove to remove them.');
    }
    return 0;
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

if (require.main === module)
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof ContentError) console.error(`The files were refused, nothing changed:\n${error.problems.join('\n')}`);
      else if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
      else console.error(`Content ${process.argv[2] ?? ''} failed: ${describeError(error)}`);
      process.exit(1);
    });

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';

const CONTENT = join(__dirname, '..', '..', '..', 'content');
const QA_PAGE = join('qa', 'air-conditioning', 'what-size-air-conditioner-do-i-need.es.md');

/** A copy of content/ with `edit` applied, and an empty data folder (a fresh embedded database seeds from the copy). */
function editedContent(edit: (copy: string) => void): { contentDir: string; dataDir: string } {
  const base = mkdtempSync(join(tmpdir(), 'content-files-'));
  const contentDir = join(base, 'content');
  cpSync(CONTENT, contentDir, { recursive: true });
  edit(contentDir);
  return { contentDir, dataDir: join(base, 'data') };
}

function replaceIn(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`"${from}" is not in ${file}`);
  writeFileSync(file, text.replace(from, to));
}

describe('content files are what visitors read', () => {
  let t: ServerProcess | undefined;
  afterEach(() => t?.kill());

  it('shows a sentence changed in a Spanish Markdown file and in a town file on the rendered pages', async () => {
    const { contentDir, dataDir } = editedContent((copy) => {
      replaceIn(join(copy, QA_PAGE), 'Como punto de partida,', 'Frase cambiada por la traductora. Como punto de partida,');
      replaceIn(join(copy, 'towns', 'tolox.yaml'), 'Pueblo blanco a unos 320 m', 'Pueblo blanco revisado a unos 320 m');
    });
    t = await startServerProcess({ ...builtSiteEnv(), CONTENT_DIR: contentDir, DATA_DIR: dataDir });
    await t.ready(60_000);
    const qa = await t.http.get('/es/preguntas/air-conditioning/what-size-air-conditioner-do-i-need').expect(200);
    expect(qa.text).toContain('Frase cambiada por la traductora. Como punto de partida,');
    const town = await t.http.get('/es/ubicaciones/tolox').expect(200);
    expect(town.text).toContain('Pueblo blanco revisado a unos 320 m');
    const english = await t.http.get('/locations/tolox').expect(200);
    expect(english.text).not.toContain('revisado');
  }, 90_000);

  it('refuses to start on a malformed file, naming the file, the field and the rule', async () => {
    const { contentDir, dataDir } = editedContent((copy) =>
      replaceIn(join(copy, 'towns', 'tolox.yaml'), 'comarca: sierra-de-las-nieves', 'comarca: sierra-de-la-luna'),
    );
    t = await startServerProcess({ CONTENT_DIR: contentDir, DATA_DIR: dataDir });
    const code = await t.exited;
    expect(code).not.toBe(0);
    expect(t.stderr() + t.stdout()).toMatch(/content\/towns\/tolox\.yaml: comarca: Invalid option: .*\(invalid_value\)/);
  }, 60_000);
});

// `npm run dev`: the backend compiled on every change (tsc --watch) and restarted (node --watch), serving the
// frontend's sources through Vite in middleware mode (SITE_DEV=true): pages and islands with hot module replacement.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let server;

const compiler = spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
  cwd: backend,
  stdio: ['ignore', 'pipe', 'inherit'],
});
compiler.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // The first clean compile starts the server; later ones restart it through node --watch (only the compiled
  // backend is watched: Vite writes and removes its own temporary files while it runs).
  if (!server && /Found 0 errors/.test(String(chunk))) {
    server = spawn(process.execPath, ['--watch-path=dist', '--watch-preserve-output', 'dist/src/main.js'], {
      cwd: backend,
      stdio: 'inherit',
      env: { ...process.env, SITE_DEV: 'true' },
    });
  }
});

const stop = () => {
  server?.kill('SIGTERM');
  compiler.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

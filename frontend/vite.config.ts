import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { articleContent } from './vite-plugins/articles/article-plugin.ts';
import { pageRegistryModules } from './vite-plugins/page-registry/page-registry-plugin.ts';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), articleContent(), pageRegistryModules()],
  // The server bundle carries its own production React (and everything else), whatever NODE_ENV the server has.
  ssr: command === 'build' ? { noExternal: true } : undefined,
  build: {
    manifest: true,
    sourcemap: false,
    // Two documents: public pages (server-rendered, islands hydrated by entry-client) and the admin single-page app.
    rollupOptions: isSsrBuild ? undefined : { input: { index: 'index.html', admin: 'admin.html' } },
  },
  test: {
    // Most tests are plain logic; a test that needs a document says `// @vitest-environment jsdom` on its first line,
    // which spares the others a jsdom each (it was half of every run).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // One worker per core: the default leaves one idle, and much of a file's time is loading modules (a third faster on two cores).
    maxWorkers: availableParallelism(),
  },
}));

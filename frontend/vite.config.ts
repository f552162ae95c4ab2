import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // The server bundle carries its own production React (and everything else), whatever NODE_ENV the server has.
  ssr: command === 'build' ? { noExternal: true } : undefined,
  build: { manifest: true, sourcemap: false },
  // The API runs on the backend; `vite dev` proxies to it.
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { LOCAL_TIME } from '../eslint-calendar-rules.mjs';

// Every folder of src/features, so that a new feature is fenced in without editing this list.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'e2e/e2e-env.cjs', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Import z from src/lib/zod (configured for the CSP).' }] }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      // bulletproof-react zones: a feature never imports another feature; shared folders never import features,
      // pages or the app; features never import pages or the app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: compose them in a page.',
            })),
            { target: './src/features', from: ['./src/app', './src/pages'], message: 'Features do not import the app or pages.' },
            {
              target: ['./src/components', './src/lib', './src/i18n'],
              from: ['./src/features', './src/app', './src/pages'],
              message: 'Shared code does not import features, pages or the app.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...LOCAL_TIME] } },
  // The build's own code (Vite plugins) runs in Node, outside the content security policy: full zod.
  { files: ['src/lib/zod.ts', 'vite-plugins/**'], rules: { 'no-restricted-imports': 'off' } },
);

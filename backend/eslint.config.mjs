import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { LOCAL_TIME } from '../eslint-calendar-rules.mjs';

// Now is read only through the injected Clock (src/shared/application/clock.port.ts), so tests can set it.
const MACHINE_CLOCK = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Take now from the injected Clock (this.clock.now()) or from a `now: Date` parameter; tests give a FixedClock.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      'Take now from the injected Clock (this.clock.now().getTime()) or a `now: Date` parameter; for elapsed time, performance.now().',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'jest.config.js', 'test/support/postgres-url.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } }, 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      // Type-only imports are not forced: Nest's dependency injection needs constructor parameter types as values.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LOCAL_TIME, ...MACHINE_CLOCK] },
  },
  {
    // The one reader of the machine's clock, and tests (which may read it to compare with what the app stamped).
    files: ['src/shared/application/clock.port.ts', 'src/**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LOCAL_TIME] },
  },
  {
    // Command-line entry points talk to the operator on the terminal.
    files: ['src/main.ts', 'src/cli/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['test/**/*.ts', 'src/**/*.spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

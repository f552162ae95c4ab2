import '@testing-library/jest-dom/vitest';

// A loaded machine (CI runs other jobs beside these) can take longer than the default second to render
// a form island; a slow run must not read as a failure. Only the tests with a document load Testing Library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

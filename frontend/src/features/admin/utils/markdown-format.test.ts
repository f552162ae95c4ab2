import { describe, expect, it } from 'vitest';
import { applyMarkdown, type TextEdit } from './markdown-format';

/** "a [b] c" style: the selection is written between brackets. */
function edit(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

function show({ text, start, end }: TextEdit): string {
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('applyMarkdown', () => {
  it('wraps the selection in bold or italic and keeps it selected', () => {
    expect(show(applyMarkdown('bold', edit('A [heat pump] works')))).toBe('A **[heat pump]** works');
    expect(show(applyMarkdown('italic', edit('A [heat pump] works')))).toBe('A _[heat pump]_ works');
    expect(show(applyMarkdown('bold', edit('Empty [] here')))).toBe('Empty **[]** here');
  });

  it('makes a link and selects the address to type', () => {
    expect(show(applyMarkdown('link', edit('See [our guide].')))).toBe('See [our guide]([https://]).');
  });

  it('prefixes every selected line for lists and headings, once', () => {
    expect(show(applyMarkdown('list', edit('Intro\n[one\ntwo]\nend')))).toBe('Intro\n- [one\n- two]\nend');
    expect(show(applyMarkdown('list', edit('- [one\ntwo]')))).toBe('- [one\n- two]');
    expect(show(applyMarkdown('heading', edit('Title [here]\nbody')))).toBe('## Title [here]\nbody');
  });
});

// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminLead } from '../api/api-types';
import { CategoryForm } from './categories/category-form';
import { LeadStatusForm } from './leads/lead-status-form';
import { MarkdownEditor } from './qa-pages/markdown-editor';
import { field, helper, renderAdmin } from '../../../test/admin-render';

afterEach(() => {
  cleanup();
  // The forms keep drafts in sessionStorage (use-form-draft.ts): each test starts with none.
  window.sessionStorage.clear();
});

describe('the admin forms on the shared form kit', { timeout: 20_000 }, () => {
  it('category form: labels, the shared messages under the fields, and the slug suggested from the name', async () => {
    const user = userEvent.setup();
    renderAdmin(<CategoryForm />);
    expect(screen.getByRole('textbox', { name: 'Name in English' })).toBe(field('category-nameEn'));
    expect(field('category-position')).toHaveAttribute('inputmode', 'numeric');
    expect(field('category-nameEs')).toHaveAttribute('lang', 'es');
    expect(field('category-descriptionEn').tagName).toBe('TEXTAREA');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The checks run after the click's events (an async resolver): on a loaded machine, a moment later.
    await waitFor(() => expect(helper('category-nameEn')).toHaveTextContent('Required'));
    expect(helper('category-slug')).toHaveTextContent('Required');
    expect(field('category-nameEn')).toHaveAttribute('aria-invalid', 'true');
    expect(field('category-nameEn')).toHaveAccessibleDescription('Required');
    expect(field('category-nameEn')).toHaveFocus();

    await user.type(field('category-slug'), 'Not A Slug');
    await waitFor(() => expect(helper('category-slug')).toHaveTextContent('Use lowercase letters, digits and single hyphens only'));
    await user.clear(field('category-slug'));
    await user.type(field('category-nameEn'), 'X');
    await waitFor(() => expect(helper('category-nameEn')).toHaveTextContent('Use at least 2 characters'));
    expect(field('category-slug')).toHaveValue('x');

    await user.clear(field('category-position'));
    await user.type(field('category-position'), '1001');
    await waitFor(() => expect(helper('category-position')).toHaveTextContent('Use a whole number from 0 to 1000'));
  });

  it('speaks Spanish with the shared Spanish words', async () => {
    const user = userEvent.setup();
    renderAdmin(<CategoryForm />, 'es');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(helper('category-nameEn')).toHaveTextContent('Obligatorio'));
    await user.type(field('category-nameEs'), 'X');
    await waitFor(() => expect(helper('category-nameEs')).toHaveTextContent('Usa al menos 2 caracteres'));
  });

  it('lead status: a select with no empty choice, and a note', () => {
    const lead = { id: 'lead-1', status: 'contacted' } as AdminLead;
    renderAdmin(<LeadStatusForm lead={lead} />);
    const select = field('lead-status');
    expect(screen.getByRole('combobox', { name: 'New status' })).toBe(select);
    expect(select).toHaveValue('contacted');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['new', 'contacted', 'survey-booked', 'quoted', 'won', 'lost']);
    expect(field('lead-note')).toHaveAccessibleDescription('Optional: what happened, kept with the lead.');
  });

  it('Markdown editor: the toolbar edits the selection of the textarea', async () => {
    const user = userEvent.setup();
    function Harness() {
      const { control, setValue } = useForm<{ answer: string }>({ defaultValues: { answer: 'Heat pumps are efficient.' } });
      return (
        <MarkdownEditor
          control={control}
          name="answer"
          id="page-answerEn"
          label="Answer (Markdown)"
          lang="en"
          onFormat={(text) => setValue('answer', text)}
        />
      );
    }
    renderAdmin(<Harness />);
    const answer = field('page-answerEn');
    if (!(answer instanceof HTMLTextAreaElement)) throw new Error('The answer is not a textarea');
    expect(answer).toHaveAttribute('lang', 'en');
    expect(answer).toHaveAttribute('rows', '10');
    expect(answer).toHaveClass('field__control--monospace');
    answer.setSelectionRange(0, 10);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(answer).toHaveValue('**Heat pumps** are efficient.');
  });
});

import type { Language } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useRef } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useWatch } from 'react-hook-form';
import { Markdown } from '../../../../components/markdown';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { applyMarkdown, type MarkdownAction } from '../../utils/markdown-format';
import { TextInput } from '../../../../components/form/form-fields';

interface MarkdownEditorProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** The language the answer is written in. */
  lang: Language;
  /** Puts new text in the field (the toolbar's edits). */
  onFormat: (text: string) => void;
}

const ACTIONS: MarkdownAction[] = ['bold', 'italic', 'heading', 'list', 'link'];

/**
 * A Markdown answer: a small formatting toolbar, the text, and a live preview rendered exactly as the public page
 * renders it (components/markdown.tsx: raw HTML dropped, unsafe links removed).
 */
export function MarkdownEditor<T extends FieldValues, O>({ control, name, id, label, lang, onFormat }: MarkdownEditorProps<T, O>) {
  const t = useCatalogue(adminText);
  const p = t.pages;
  const languageName = t.common.languages[lang];
  const textarea = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const value: unknown = useWatch({ control, name });
  const preview = useDeferredValue(typeof value === 'string' ? value : '');

  const format = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyMarkdown(action, {
      text: element.value,
      start: element.selectionStart ?? element.value.length,
      end: element.selectionEnd ?? element.value.length,
    });
    onFormat(edit.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.start, edit.end);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box>
        <Box
          role="toolbar"
          aria-label={p.toolbar.label(languageName)}
          aria-controls={id}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          {ACTIONS.map((action) => (
            <Button key={action} size="small" variant="outlined" onClick={() => format(action)}>
              {p.toolbar[action]}
            </Button>
          ))}
        </Box>
        <TextInput
          control={control}
          name={name}
          id={id}
          label={label}
          required
          lang={lang}
          multiline
          minRows={10}
          monospace
          hint={p.answerHint}
          inputRef={textarea}
        />
      </Box>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={`${id}-preview-title`}
        sx={{ p: 2, minHeight: 200, bgcolor: 'background.paper' }}
      >
        <Typography id={`${id}-preview-title`} component="h3" sx={{ fontSize: '0.95rem', fontWeight: 700, color: 'text.secondary', mb: 1 }}>
          {p.preview(languageName)}
        </Typography>
        <Box lang={lang} data-testid={`${id}-preview`}>
          {preview.trim() ? <Markdown>{preview}</Markdown> : <Typography color="text.secondary">{p.previewEmpty}</Typography>}
        </Box>
      </Paper>
    </Box>
  );
}

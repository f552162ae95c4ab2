import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import type { TownPagesFormValues, TownPagesRequest } from '../../schemas/town-pages-schema';
import { OrderButtons } from '../kit/order-buttons';
import { Pair } from './town-fields';

type PagesControl = Control<TownPagesFormValues, unknown, TownPagesRequest>;
type TextPath = FieldPathByValue<TownPagesFormValues, string>;
type TextField = 'title' | 'metaTitle' | 'metaDescription' | 'intro' | 'sections';

interface TownPageFieldsProps {
  control: PagesControl;
  index: number;
  count: number;
  /** The page's English heading as typed, to name it. */
  title: string;
  /** A page the town already had: another slug moves it. */
  existing: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One service sub-page of a town: its slugs, then each text in English and Spanish side by side. */
export function TownPageFields({ control, index, count, title, existing, onMove, onRemove }: TownPageFieldsProps) {
  const w = useCatalogue(adminText).towns.servicePages;
  const f = w.fields;
  const name = title.trim() === '' ? w.untitled : title.trim();
  const id = (field: string) => `town-page-${index}-${field}`;
  const headingId = id('heading');
  const pair = (field: TextField, labels: { en: string; es: string }, options: { required?: boolean; minRows?: number; hint?: string }) => (
    <Pair>
      {(['en', 'es'] as const).map((language) => (
        <TextInput
          key={language}
          control={control}
          name={`pages.${index}.${field}.${language}` as TextPath}
          id={id(`${field}-${language}`)}
          label={labels[language]}
          required={options.required}
          hint={options.hint}
          multiline={options.minRows !== undefined}
          minRows={options.minRows}
          lang={language}
          monospace={field === 'sections'}
        />
      ))}
    </Pair>
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', flex: '1 1 16rem' }}>
          {w.heading(index + 1, name)}
        </Typography>
        <OrderButtons index={index} count={count} name={name} onMove={onMove} showPlace={false} />
        <Button color="error" aria-label={w.remove(name)} onClick={onRemove}>
          {w.removeLabel}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Pair>
          {(['slugEn', 'slugEs'] as const).map((field) => (
            <TextInput
              key={field}
              control={control}
              name={`pages.${index}.${field}`}
              id={id(field)}
              label={f[field]}
              required
              hint={existing ? f.slugMoveHint : f.slugHint}
            />
          ))}
        </Pair>
        {pair('title', { en: f.titleEn, es: f.titleEs }, { required: true })}
        {pair('metaTitle', { en: f.metaTitleEn, es: f.metaTitleEs }, { hint: f.metaTitleHint })}
        {pair('metaDescription', { en: f.metaDescriptionEn, es: f.metaDescriptionEs }, { required: true, minRows: 2 })}
        {pair('intro', { en: f.introEn, es: f.introEs }, { required: true, minRows: 3 })}
        {pair('sections', { en: f.sectionsEn, es: f.sectionsEs }, { required: true, minRows: 10, hint: f.sectionsHint })}
      </Box>
    </Paper>
  );
}

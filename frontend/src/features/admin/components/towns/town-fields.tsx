import { COMARCAS, type ComarcaId } from '@costa-sol/common';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, useWatch } from 'react-hook-form';
import { TOWN_LIMITS } from '@costa-sol/common';
import { CheckboxInput, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useTowns } from '../../api/get-towns';
import { adminText } from '../../content/admin-text';
import type { TownFormValues, TownRequest } from '../../schemas/town-schema';
import { LanguageSection } from '../kit/language-section';
import { seoFieldHint } from '../kit/seo-field-hint';

type TownControl = Control<TownFormValues, unknown, TownRequest>;
type TextPath = FieldPathByValue<TownFormValues, string>;

/** Two fields side by side on a wide screen (English, Spanish), one above the other on a narrow one. */
export function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>;
}

interface BilingualProps {
  control: TownControl;
  /** "summary": the fields summary.en and summary.es. */
  name:
    | 'summary'
    | 'about'
    | 'seoTitle'
    | 'seoDescription'
    | 'detail.heroTitle'
    | 'detail.heroDescription'
    | 'detail.climateNotes'
    | 'detail.localIncentives';
  labels: { en: string; es: string };
  required?: boolean;
  minRows?: number;
  /** Each language's helper text (a search field's counter). */
  hints?: { en: string; es: string };
}

function BilingualFields({ control, name, labels, required, minRows = 3, hints }: BilingualProps) {
  const id = `town-${name.replace('.', '-')}`;
  return (
    <Pair>
      {(['en', 'es'] as const).map((language) => (
        <TextInput
          key={language}
          control={control}
          name={`${name}.${language}` as TextPath}
          id={`${id}-${language}`}
          label={labels[language]}
          required={required}
          multiline
          minRows={minRows}
          lang={language}
          hint={hints?.[language]}
        />
      ))}
    </Pair>
  );
}

/**
 * Every field of a town: where it is, its names and slugs, its texts in both languages, and its own page details. An
 * existing town's slug fields say that another slug moves its pages.
 */
export function TownFields({ control, hasDetail, existing }: { control: TownControl; hasDetail: boolean; existing: boolean }) {
  const language = useLanguage();
  const w = useCatalogue(adminText).towns;
  const f = w.fields;
  const slugHint = existing ? f.slugMoveHint : f.slugHint;
  const comarcaNames = new Map(useTowns(language).map((town) => [town.comarca.id, town.comarca.name]));
  const comarcas = COMARCAS.map((id: ComarcaId) => ({ value: id, label: comarcaNames.get(id) ?? id }));
  return (
    <>
      <LanguageSection id="town-place" heading={w.sections.place}>
        <Pair>
          <TextInput control={control} name="name" id="town-name" label={f.name} hint={f.nameHint} required lang="es" />
          <TextInput control={control} name="nameEn" id="town-nameEn" label={f.nameEn} hint={f.nameEnHint} lang="en" />
        </Pair>
        <Pair>
          <TextInput control={control} name="slugEn" id="town-slugEn" label={f.slugEn} hint={slugHint} />
          <TextInput control={control} name="slugEs" id="town-slugEs" label={f.slugEs} hint={slugHint} />
        </Pair>
        <Pair>
          <SelectInput
            control={control}
            name="comarca"
            id="town-comarca"
            label={f.comarca}
            required
            emptyLabel={f.chooseComarca}
            options={comarcas}
          />
          <TextInput control={control} name="municipality" id="town-municipality" label={f.municipality} hint={f.municipalityHint} />
        </Pair>
        <Pair>
          <TextInput control={control} name="coordinates.lat" id="town-lat" label={f.lat} hint={f.coordinatesHint} inputMode="decimal" />
          <TextInput control={control} name="coordinates.lng" id="town-lng" label={f.lng} inputMode="decimal" />
        </Pair>
        <Box sx={{ maxWidth: { md: '50%' } }}>
          <TextInput
            control={control}
            name="altitudeM"
            id="town-altitudeM"
            label={f.altitudeM}
            hint={f.altitudeHint}
            inputMode="numeric"
            unit="m"
          />
        </Box>
      </LanguageSection>
      <LanguageSection id="town-texts" heading={`${w.sections.english} · ${w.sections.spanish}`}>
        <BilingualFields control={control} name="summary" labels={{ en: f.summaryEn, es: f.summaryEs }} required />
        <BilingualFields control={control} name="about" labels={{ en: f.aboutEn, es: f.aboutEs }} minRows={4} />
        <SearchFields control={control} />
      </LanguageSection>
      <LanguageSection id="town-detail" heading={w.sections.detail}>
        <CheckboxInput control={control} name="hasDetail" id="town-hasDetail" label={f.hasDetail} />
        {hasDetail && (
          <>
            <BilingualFields
              control={control}
              name="detail.heroTitle"
              labels={{ en: f.heroTitleEn, es: f.heroTitleEs }}
              required
              minRows={1}
            />
            <BilingualFields
              control={control}
              name="detail.heroDescription"
              labels={{ en: f.heroDescriptionEn, es: f.heroDescriptionEs }}
              required
            />
            <BilingualFields
              control={control}
              name="detail.climateNotes"
              labels={{ en: f.climateNotesEn, es: f.climateNotesEs }}
              required
            />
            <BilingualFields control={control} name="detail.localIncentives" labels={{ en: f.incentivesEn, es: f.incentivesEs }} />
            <Pair>
              <TextInput
                control={control}
                name="detail.neighborhoods"
                id="town-neighborhoods"
                label={f.neighborhoods}
                multiline
                minRows={3}
              />
              <TextInput control={control} name="detail.landmarks" id="town-landmarks" label={f.landmarks} multiline minRows={3} />
            </Pair>
            <Box sx={{ maxWidth: { md: '50%' } }}>
              <TextInput control={control} name="detail.postalCodes" id="town-postalCodes" label={f.postalCodes} multiline minRows={2} />
            </Box>
          </>
        )}
      </LanguageSection>
    </>
  );
}

/**
 * The owner's search title and description of the town's page, each language with its counter, which warns when the
 * text would end inside a phrase (kit/seo-field-hint: the rule the site's title test applies).
 */
function SearchFields({ control }: { control: TownControl }) {
  const t = useCatalogue(adminText);
  const f = t.towns.fields;
  const [seoTitle, seoDescription] = useWatch({ control, name: ['seoTitle', 'seoDescription'] });
  const hints = (texts: { en: string; es: string }, max: number, count: (count: number, max: number) => string) => ({
    en: seoFieldHint({ text: texts.en, max, count, warning: t.common.cutInsidePhrase }),
    es: seoFieldHint({ text: texts.es, max, count, warning: t.common.cutInsidePhrase }),
  });
  return (
    <>
      <BilingualFields
        control={control}
        name="seoTitle"
        labels={{ en: f.seoTitleEn, es: f.seoTitleEs }}
        minRows={1}
        hints={hints(seoTitle, TOWN_LIMITS.seoTitle.max, f.seoTitleHint)}
      />
      <BilingualFields
        control={control}
        name="seoDescription"
        labels={{ en: f.seoDescriptionEn, es: f.seoDescriptionEs }}
        minRows={2}
        hints={hints(seoDescription, TOWN_LIMITS.seoDescription.max, f.seoDescriptionHint)}
      />
    </>
  );
}

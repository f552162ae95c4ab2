import type { Control } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import type { CaseStudyFormValues, CaseStudyRequest } from '../../schemas/case-study-schema';
import { LanguageSection } from '../kit/language-section';

const FIELDS = {
  en: {
    title: 'titleEn',
    beforeSystem: 'beforeSystemEn',
    issues: 'beforeIssuesEn',
    afterSystem: 'afterSystemEn',
    benefits: 'afterBenefitsEn',
  },
  es: {
    title: 'titleEs',
    beforeSystem: 'beforeSystemEs',
    issues: 'beforeIssuesEs',
    afterSystem: 'afterSystemEs',
    benefits: 'afterBenefitsEs',
  },
} as const;

/** A case study's texts in one language: title, the system before and its problems, the system after and its results. */
export function CaseStudyLanguageFields({
  control,
  lang,
}: {
  control: Control<CaseStudyFormValues, unknown, CaseStudyRequest>;
  lang: 'en' | 'es';
}) {
  const r = useCatalogue(adminText).reviews;
  const c = r.caseStudies;
  const names = FIELDS[lang];
  const field = (name: (typeof names)[keyof typeof names], multiline: boolean, hint?: string) => (
    <TextInput
      control={control}
      name={name}
      id={`case-study-${name}`}
      label={c.fields[name]}
      required
      lang={lang}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      hint={hint}
    />
  );
  return (
    <LanguageSection id={`case-study-section-${lang}`} heading={lang === 'en' ? r.inEnglish : r.inSpanish}>
      {field(names.title, false)}
      {field(names.beforeSystem, true, r.plainTextHint)}
      {field(names.issues, true, c.linesHint)}
      {field(names.afterSystem, true, r.plainTextHint)}
      {field(names.benefits, true, c.linesHint)}
    </LanguageSection>
  );
}

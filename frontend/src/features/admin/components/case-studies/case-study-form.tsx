import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminCaseStudy } from '../../api/api-types';
import { adminText } from '../../content/admin-text';
import {
  CASE_STUDY_DEFAULTS,
  type CaseStudyFormValues,
  caseStudyFormValues,
  type CaseStudyRequest,
  caseStudySchema,
  isCaseStudyField,
} from '../../schemas/case-study-schema';
import { AdminForm } from '../kit/admin-form';
import { useCollectionForm } from '../kit/use-collection-form';
import { PhotoPicker } from '../media/photo-picker';
import { CaseStudyLanguageFields } from './case-study-language-fields';

/** Creates a case study (a draft, first in the list), or edits `caseStudy`; texts and lists in both languages. */
export function CaseStudyForm({ caseStudy }: { caseStudy?: AdminCaseStudy }) {
  const t = useCatalogue(adminText);
  const c = t.reviews.caseStudies;
  const { form, frame } = useCollectionForm<'case-studies', CaseStudyFormValues, CaseStudyRequest>({
    collection: 'case-studies',
    editing: caseStudy,
    newBody: (request) => ({ ...request, isPublished: false }),
    texts: c,
    describe: (request) => request.titleEn,
    listPath: '/admin/case-studies',
    resolver: (language) => zodResolver(caseStudySchema(language)),
    defaultValues: caseStudy ? caseStudyFormValues(caseStudy) : CASE_STUDY_DEFAULTS,
    isField: isCaseStudyField,
  });
  const { control } = form;
  const f = c.fields;
  return (
    <AdminForm action="content.edit" {...frame}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mb: 2.5 }}>
        <TextInput control={control} name="location" id="case-study-location" label={f.location} required />
        <TextInput
          control={control}
          name="beforeEnergyCost"
          id="case-study-beforeEnergyCost"
          label={f.beforeEnergyCost}
          required
          inputMode="numeric"
          hint={c.costHint}
        />
        <TextInput
          control={control}
          name="afterEnergyCost"
          id="case-study-afterEnergyCost"
          label={f.afterEnergyCost}
          required
          inputMode="numeric"
        />
      </Box>
      <Box sx={{ mb: 4 }}>
        <CheckboxInput control={control} name="featured" id="case-study-featured" label={f.featured} />
        <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
          {c.featuredHint}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
        <PhotoPicker control={control} name="beforePhotoId" id="case-study-beforePhoto" label={t.photos.beforePhoto} />
        <PhotoPicker control={control} name="afterPhotoId" id="case-study-afterPhoto" label={t.photos.afterPhoto} />
      </Box>
      <CaseStudyLanguageFields control={control} lang="en" />
      <CaseStudyLanguageFields control={control} lang="es" />
    </AdminForm>
  );
}

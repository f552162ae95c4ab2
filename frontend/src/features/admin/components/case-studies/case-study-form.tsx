import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import type { AdminCaseStudy } from '../../api/api-types';
import { useCreateCaseStudy } from '../../api/create-case-study';
import { useUpdateCaseStudy } from '../../api/update-case-study';
import { adminText } from '../../content/admin-text';
import {
  CASE_STUDY_DEFAULTS,
  type CaseStudyFormValues,
  caseStudyFormValues,
  type CaseStudyRequest,
  caseStudySchema,
  isCaseStudyField,
} from '../../schemas/case-study-schema';
import { FormActions, FormError, RequiredNote } from '../form-actions';
import { PhotoPicker } from '../media/photo-picker';
import { refusalText } from '../refusal';
import { CaseStudyLanguageFields } from './case-study-language-fields';

/** Creates a case study (a draft, first in the list), or edits `caseStudy`; texts and lists in both languages. */
export function CaseStudyForm({ caseStudy }: { caseStudy?: AdminCaseStudy }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const c = t.reviews.caseStudies;
  const schema = useMemo(() => caseStudySchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<CaseStudyFormValues, unknown, CaseStudyRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: caseStudy ? caseStudyFormValues(caseStudy) : CASE_STUDY_DEFAULTS,
  });
  const create = useCreateCaseStudy();
  const update = useUpdateCaseStudy();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();

  const onValid = async (request: CaseStudyRequest) => {
    setFailure(undefined);
    try {
      if (caseStudy) await update.mutateAsync({ id: caseStudy.id, body: request });
      else await create.mutateAsync({ ...request, isPublished: false });
      toast({ title: caseStudy ? c.saved : c.created, description: request.titleEn });
      await navigate('/admin/case-studies');
    } catch (error) {
      if (applyServerFieldErrors(error, language, isCaseStudyField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  const f = c.fields;
  return (
    <Box component="form" noValidate aria-label={caseStudy ? c.editTitle : c.newTitle} onSubmit={handleSubmit(onValid)}>
      <RequiredNote />
      <FormError message={failure} />
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
      <FormActions submitting={formState.isSubmitting} cancelTo="/admin/case-studies" />
    </Box>
  );
}

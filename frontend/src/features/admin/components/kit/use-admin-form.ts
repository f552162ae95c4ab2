import type { Language } from '@costa-sol/common';
import { useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';
import { useFormDraft } from './use-form-draft';
import { useUnsavedChanges } from './unsaved-changes';

interface AdminFormOptions<Values extends FieldValues, Request> {
  /** The form's checks, with their messages in the admin's language. */
  resolver: (language: Language) => Resolver<Values, unknown, Request>;
  defaultValues: DefaultValues<Values>;
  isField: (field: string) => field is Path<Values>;
  /** Sends the checked request; what the server refuses is shown at its field, else above the form. */
  save: (request: Request) => Promise<void>;
}

/**
 * An admin form: checked on submit (then as the admin types), saved, and the server's refusals shown; what is typed
 * is kept as a draft until saved (use-form-draft.ts), and leaving with unsaved changes asks first (unsaved-changes.tsx).
 */
export function useAdminForm<Values extends FieldValues, Request>({
  resolver,
  defaultValues,
  isField,
  save,
}: AdminFormOptions<Values, Request>) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const checks = useMemo(() => resolver(language), [language]);
  const form = useForm<Values, unknown, Request>({ resolver: checks, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
  const [failure, setFailure] = useState<string>();
  const draft = useFormDraft(form);
  useUnsavedChanges(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      await save(request);
      // What was saved is the form's new starting point: nothing is left to warn about or to keep as a draft.
      form.reset(form.getValues());
      draft.clear();
    } catch (error) {
      if (applyServerFieldErrors(error, language, isField, form.setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  });
  const restoredDraft = draft.restored ? { onDiscard: draft.discard } : undefined;
  return { form, failure, onSubmit, restoredDraft };
}

import { LANGUAGES, MANUAL_LEAD_CHANNELS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { choicesOf, SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import type { ManualLeadBody } from '../../api/api-types';
import { useEnterLead } from '../../api/enter-lead';
import { adminText } from '../../content/admin-text';
import { isManualLeadField, MANUAL_LEAD_DEFAULTS, type ManualLeadFormValues, manualLeadSchema } from '../../schemas/manual-lead-schema';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** A random key for one entry; browsers offer randomUUID only in secure contexts. */
function newEntryKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * "New lead": a lead received by phone, WhatsApp or in person, typed in by the office. The same entry sent twice (a
 * double click, a retry after a network error) carries the same Idempotency-Key, so one lead is stored; an edited
 * entry gets a new key.
 */
export function NewLeadPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const n = t.leadEntry;
  const schema = useMemo(() => manualLeadSchema(language), [language]);
  const { control, handleSubmit, setError, formState } = useForm<ManualLeadFormValues, unknown, ManualLeadBody>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: MANUAL_LEAD_DEFAULTS,
  });
  const enter = useEnterLead();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const lastEntry = useRef<{ text: string; key: string }>(undefined);

  const onValid = async (body: ManualLeadBody) => {
    setFailure(undefined);
    const text = JSON.stringify(body);
    if (lastEntry.current?.text !== text) lastEntry.current = { text, key: newEntryKey() };
    try {
      const { id } = await enter.mutateAsync({ body, idempotencyKey: lastEntry.current.key });
      toast({ title: n.saved, description: n.savedText(body.name) });
      await navigate(`/admin/leads/${id}`);
    } catch (error) {
      if (applyServerFieldErrors(error, language, isManualLeadField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  return (
    <>
      <AdminHead title={n.title} />
      <Link component={RouterLink} to="/admin/leads">
        {n.cancel}
      </Link>
      <PageHeading>{n.title}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{n.intro}</Typography>
      <Box
        component="form"
        noValidate
        aria-label={n.formLabel}
        onSubmit={handleSubmit(onValid)}
        sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}
      >
        <FormError message={failure} />
        <SelectInput
          control={control}
          name="channel"
          id="new-lead-channel"
          label={n.fields.channel}
          required
          emptyLabel={n.fields.chooseChannel}
          options={choicesOf(MANUAL_LEAD_CHANNELS, n.channels)}
        />
        <TextInput control={control} name="name" id="new-lead-name" label={n.fields.name} required autoComplete="off" />
        <TextInput
          control={control}
          name="phone"
          id="new-lead-phone"
          label={n.fields.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint={n.fields.contactHint}
        />
        <TextInput
          control={control}
          name="email"
          id="new-lead-email"
          label={n.fields.email}
          type="email"
          autoComplete="off"
          hint={n.fields.contactHint}
        />
        <SelectInput
          control={control}
          name="serviceType"
          id="new-lead-serviceType"
          label={n.fields.serviceType}
          required
          emptyLabel={n.fields.chooseService}
          options={choicesOf(SERVICE_TYPES, SERVICE_TYPE_LABELS[language])}
        />
        <TextInput control={control} name="town" id="new-lead-town" label={n.fields.town} autoComplete="off" />
        <TextInput control={control} name="details" id="new-lead-details" label={n.fields.details} multiline minRows={4} />
        <SelectInput
          control={control}
          name="language"
          id="new-lead-language"
          label={n.fields.language}
          required
          emptyLabel={n.fields.chooseLanguage}
          options={choicesOf(LANGUAGES, t.leads.filters.languages)}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
            {formState.isSubmitting ? t.common.saving : n.submit}
          </Button>
        </Box>
      </Box>
    </>
  );
}

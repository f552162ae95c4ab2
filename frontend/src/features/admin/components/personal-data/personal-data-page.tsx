import { EMAIL_PATTERN, VALIDATION_MESSAGES } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type PersonalDataCopy, useDownloadPersonalData, useErasePersonalData, useFindPersonalData } from '../../api/personal-data';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { refusalText } from '../refusal';
import { FactList } from '../kit/fact-list';
import { FormPage } from '../kit/form-page';

/** A person's rights of access and erasure, worked by the office: find by e-mail, download a copy, erase. */
export function PersonalDataPage() {
  const t = useCatalogue(adminText);
  const p = t.privacy;
  const language = useLanguage();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [found, setFound] = useState<PersonalDataCopy | undefined>();
  const [confirming, setConfirming] = useState(false);
  const find = useFindPersonalData();
  const download = useDownloadPersonalData();
  const erase = useErasePersonalData();
  const failure = [find.error, download.error, erase.error].find(Boolean);

  const onFind = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setFieldError(VALIDATION_MESSAGES[language].emailInvalid);
      return;
    }
    setFieldError(undefined);
    setFound(await find.mutateAsync(address).catch(() => undefined));
  };

  const onErase = async () => {
    if (!found) return;
    const counts = await erase.mutateAsync(found.email).catch(() => undefined);
    setConfirming(false);
    if (!counts) return;
    toast({ title: p.erased, description: p.erasedText(counts.leads, counts.visits, counts.emails) });
    setFound(await find.mutateAsync(found.email).catch(() => undefined));
  };

  const counts = found && {
    leads: found.leads.length,
    visits: found.visits.length,
    confirmations: found.confirmations.length,
    emails: found.emails.length,
  };
  const holdsAnything = counts && Object.values(counts).some((count) => count > 0);

  return (
    <FormPage title={p.title}>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{p.intro}</Typography>
      <Box
        component="form"
        aria-label={p.formLabel}
        noValidate
        onSubmit={onFind}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}
      >
        <TextField
          id="personal-data-email"
          label={p.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError ?? p.emailHint}
          required
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={find.isPending} sx={{ mt: 1 }}>
          {find.isPending ? p.finding : p.find}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {refusalText(failure, language, t, p.failed)}
        </Alert>
      )}
      {found && counts && (
        <Box component="section" aria-labelledby="personal-data-held">
          <Typography id="personal-data-held" component="h2" variant="h6" sx={{ mb: 1 }}>
            {p.held(found.email)}
          </Typography>
          {holdsAnything ? (
            <>
              <FactList facts={(Object.keys(counts) as (keyof typeof counts)[]).map((key) => [p.counts[key], counts[key]] as const)} />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => download.mutate(found.email)} disabled={download.isPending}>
                  {p.download}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                  {p.erase}
                </Button>
              </Box>
            </>
          ) : (
            <Typography>{p.nothing}</Typography>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={p.confirmTitle}
        text={p.confirmText}
        confirmLabel={p.confirm}
        busy={erase.isPending}
        busyLabel={p.erasing}
        onConfirm={() => void onErase()}
        onClose={() => setConfirming(false)}
      />
    </FormPage>
  );
}

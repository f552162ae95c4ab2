import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useAddRedirect } from '../../api/add-redirect';
import { type AdminRedirect, useRedirects } from '../../api/get-redirects';
import { useRemoveRedirect } from '../../api/remove-redirect';
import { adminText } from '../../content/admin-text';
import {
  isRedirectField,
  REDIRECT_DEFAULTS,
  type RedirectFormValues,
  type RedirectRequest,
  redirectSchema,
} from '../../schemas/redirect-schema';
import { ConfirmDialog } from '../confirm-dialog';
import { AdminForm } from '../kit/admin-form';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { refusalText } from '../refusal';

/** Redirects (owner, office): those slug changes recorded and those added by hand, newest first; add one, delete one. */
export function RedirectsPage() {
  const t = useCatalogue(adminText);
  const r = t.redirects;
  const language = useLanguage();
  const { toast } = useToast();
  const redirects = useRedirects();
  const add = useAddRedirect();
  const remove = useRemoveRedirect();
  const [toDelete, setToDelete] = useState<AdminRedirect>();
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<RedirectFormValues, RedirectRequest>({
    resolver: (lang) => zodResolver(redirectSchema(lang)),
    defaultValues: REDIRECT_DEFAULTS,
    isField: isRedirectField,
    save: async (body) => {
      const added = await add.mutateAsync(body);
      form.reset(REDIRECT_DEFAULTS);
      toast({ title: r.added, description: `${added.fromPath} → ${added.toPath}` });
    },
  });
  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteFailure(undefined);
    try {
      await remove.mutateAsync(toDelete.id);
      toast({ title: r.deleted, description: toDelete.fromPath });
    } catch (error) {
      setDeleteFailure(refusalText(error, language, t, t.common.saveFailed));
    }
    setToDelete(undefined);
  };
  const columns: AdminColumn<AdminRedirect>[] = [
    { header: r.columns.from, cell: (row) => row.fromPath, rowHeader: true },
    { header: r.columns.to, cell: (row) => row.toPath },
    { header: r.columns.source, cell: (row) => r.source[row.source] },
    { header: r.columns.when, cell: (row) => t.common.dateTime(row.createdAt) },
    { header: r.columns.who, cell: (row) => row.createdBy ?? r.system },
    {
      header: r.columns.actions,
      cell: (row) => (
        <Button size="small" color="error" aria-label={r.deleteLabel(row.fromPath)} onClick={() => setToDelete(row)}>
          {r.delete}
        </Button>
      ),
    },
  ];
  const { control, formState } = form;
  return (
    <FormPage title={r.title}>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{r.intro}</Typography>
      {deleteFailure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {deleteFailure}
        </Alert>
      )}
      <AdminTable label={r.tableLabel} items={redirects} columns={columns} empty={r.none} />
      <Typography component="h2" variant="h5" sx={{ mt: 5, mb: 2 }}>
        {r.formLabel}
      </Typography>
      <AdminForm
        action="redirects.edit"
        label={r.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
          <TextInput control={control} name="fromPath" id="redirect-fromPath" label={r.fromPath} hint={r.fromHint} required monospace />
          <TextInput control={control} name="toPath" id="redirect-toPath" label={r.toPath} hint={r.toHint} required monospace />
        </Box>
      </AdminForm>
      <ConfirmDialog
        open={toDelete !== undefined}
        title={r.deleteTitle}
        text={toDelete ? r.deleteText(toDelete.fromPath) : ''}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(undefined)}
      />
    </FormPage>
  );
}

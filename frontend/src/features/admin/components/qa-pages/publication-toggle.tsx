import Button from '@mui/material/Button';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminQaPage } from '../../api/api-types';
import { usePublication } from '../../api/collection-actions';
import { adminText } from '../../content/admin-text';
import { useMayDo } from '../kit/may-do';
import { refusalText } from '../refusal';

/** Publishes a draft or unpublishes a published page; the public page follows at once. */
export function PublicationToggle({ page, disabled, withLabel }: { page: AdminQaPage; disabled?: boolean; withLabel?: boolean }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.pages;
  const { toast } = useToast();
  const publication = usePublication('qa-pages');
  const busy = publication.isPending;
  const mayPublish = useMayDo('content.publish');

  const toggle = async () => {
    try {
      await publication.mutateAsync({ id: page.id, published: !page.isPublished });
      toast({ title: page.isPublished ? p.unpublish : p.publish, description: page.isPublished ? p.unpublished : p.published });
    } catch (error) {
      toast({ title: t.common.errorTitle, description: refusalText(error, language, t, t.common.saveFailed), variant: 'destructive' });
    }
  };

  if (!mayPublish) return null;
  return (
    <Button
      data-action="content.publish"
      size="small"
      variant={page.isPublished ? 'outlined' : 'contained'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-label={withLabel ? (page.isPublished ? p.unpublishLabel(page.questionEn) : p.publishLabel(page.questionEn)) : undefined}
      onClick={() => void toggle()}
    >
      {page.isPublished ? p.unpublish : p.publish}
    </Button>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminPage } from '../../api/api-types';
import { usePublishPage } from '../../api/publish-page';
import { useUnpublishPage } from '../../api/unpublish-page';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';

/** "Published" or "Draft", never by colour alone. */
export function StatusChip({ published }: { published: boolean }) {
  const t = useCatalogue(adminText);
  return (
    <Chip
      size="small"
      label={published ? t.pages.statuses.published : t.pages.statuses.draft}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
    />
  );
}

/** Publishes a draft or unpublishes a published page; the public page follows at once. */
export function PublicationToggle({ page, disabled, withLabel }: { page: AdminPage; disabled?: boolean; withLabel?: boolean }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.pages;
  const { toast } = useToast();
  const publish = usePublishPage();
  const unpublish = useUnpublishPage();
  const busy = publish.isPending || unpublish.isPending;

  const toggle = async () => {
    try {
      if (page.isPublished) await unpublish.mutateAsync(page.id);
      else await publish.mutateAsync(page.id);
      toast({ title: page.isPublished ? p.unpublish : p.publish, description: page.isPublished ? p.unpublished : p.published });
    } catch (error) {
      toast({ title: t.common.errorTitle, description: refusalText(error, language, t, t.common.saveFailed), variant: 'destructive' });
    }
  };

  return (
    <Button
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

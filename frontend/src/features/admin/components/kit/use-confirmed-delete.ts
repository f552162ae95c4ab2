import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type Collection, useDelete } from '../../api/collection-actions';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';

interface DeletionTexts<T> {
  name: (item: T) => string;
  deleted: string;
}

/** Delete after the confirm dialog: a toast when done, the server's refusal (e.g. a category with pages) in the list's alert. */
export function useConfirmedDelete<T extends { id: string }>(collection: Collection, texts: DeletionTexts<T>) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const { toast } = useToast();
  const remove = useDelete(collection);
  const [toDelete, setToDelete] = useState<T>();
  const [refusal, setRefusal] = useState<string>();

  const confirmDelete = async () => {
    if (toDelete === undefined) return;
    setRefusal(undefined);
    try {
      await remove.mutateAsync(toDelete.id);
      toast({ title: texts.deleted, description: texts.name(toDelete) });
    } catch (error) {
      setRefusal(refusalText(error, language, t, t.common.saveFailed));
    }
    setToDelete(undefined);
  };

  return { toDelete, setToDelete, refusal, setRefusal, confirmDelete, busy: remove.isPending };
}

export type ConfirmedDelete<T> = ReturnType<typeof useConfirmedDelete<T & { id: string }>>;

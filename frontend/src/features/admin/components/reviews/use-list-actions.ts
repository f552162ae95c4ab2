import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';

interface ListMutations<T> {
  setPublished: (item: T, published: boolean) => Promise<unknown>;
  move: (item: T, position: number) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
}

interface ListTexts<T> {
  name: (item: T) => string;
  published: string;
  unpublished: string;
  deleted: string;
}

/**
 * What the testimonial and case study lists do with a row: publish or unpublish, move, delete (after the confirm
 * dialog), each with its toast; a refusal shows as an error toast, a failed delete in the list's alert.
 */
export function useListActions<T>(mutations: ListMutations<T>, texts: ListTexts<T>) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<T>();
  const [refusal, setRefusal] = useState<string>();
  const fail = (error: unknown) =>
    toast({ title: t.common.errorTitle, description: refusalText(error, language, t, t.common.saveFailed), variant: 'destructive' });

  const togglePublished = async (item: T, published: boolean) => {
    try {
      await mutations.setPublished(item, !published);
      toast({ title: published ? t.pages.unpublish : t.pages.publish, description: published ? texts.unpublished : texts.published });
    } catch (error) {
      fail(error);
    }
  };

  const move = async (item: T, position: number) => {
    try {
      await mutations.move(item, position);
      toast({ title: t.reviews.order.moved, description: t.reviews.order.movedText(texts.name(item), position + 1) });
    } catch (error) {
      fail(error);
    }
  };

  const confirmDelete = async () => {
    if (toDelete === undefined) return;
    setRefusal(undefined);
    try {
      await mutations.remove(toDelete);
      toast({ title: texts.deleted, description: texts.name(toDelete) });
    } catch (error) {
      setRefusal(refusalText(error, language, t, t.common.saveFailed));
    }
    setToDelete(undefined);
  };

  return { togglePublished, move, confirmDelete, toDelete, setToDelete, refusal, setRefusal };
}

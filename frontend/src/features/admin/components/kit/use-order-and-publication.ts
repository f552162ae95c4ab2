import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type OrderedCollection, useMove, usePublication } from '../../api/collection-actions';
import { adminText } from '../../content/admin-text';
import { refusalText } from '../refusal';

interface PublicationTexts<T> {
  name: (item: T) => string;
  published: string;
  unpublished: string;
}

/** Move and publish or unpublish a row of an ordered list, each with its toast; a refusal shows as an error toast. */
export function useOrderAndPublication<T extends { id: string; isPublished: boolean }>(
  collection: OrderedCollection,
  texts: PublicationTexts<T>,
) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const { toast } = useToast();
  const publication = usePublication(collection);
  const ordering = useMove(collection);
  const fail = (error: unknown) =>
    toast({ title: t.common.errorTitle, description: refusalText(error, language, t, t.common.saveFailed), variant: 'destructive' });

  const togglePublished = async (item: T) => {
    try {
      await publication.mutateAsync({ id: item.id, published: !item.isPublished });
      toast({
        title: item.isPublished ? t.pages.unpublish : t.pages.publish,
        description: item.isPublished ? texts.unpublished : texts.published,
      });
    } catch (error) {
      fail(error);
    }
  };

  const move = async (item: T, position: number) => {
    try {
      await ordering.move(item.id, position);
      toast({ title: t.reviews.order.moved, description: t.reviews.order.movedText(texts.name(item), position + 1) });
    } catch (error) {
      fail(error);
    }
  };

  const isToggling = (item: T) => publication.isPending && publication.variables.id === item.id;
  return { togglePublished, isToggling, move };
}

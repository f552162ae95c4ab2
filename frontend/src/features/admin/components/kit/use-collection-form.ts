import { useNavigate } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { useToast } from '../../../../components/toast';
import { type Collection, type CollectionBody, useCreate, useUpdate } from '../../api/collection-actions';
import { useAdminForm } from './use-admin-form';

type FormOptions<Values extends FieldValues, Request> = Omit<Parameters<typeof useAdminForm<Values, Request>>[0], 'save'>;

interface CollectionFormOptions<C extends Collection, Values extends FieldValues, Request> extends FormOptions<Values, Request> {
  collection: C;
  /** The item edited; none for a new one. */
  editing?: { id: string };
  /** The body of a new item made from the form's request. */
  newBody: (request: Request) => CollectionBody<C>;
  texts: { created: string; saved: string; newTitle: string; editTitle: string };
  /** What the toast names: the item's name or title. */
  describe: (request: Request) => string;
  /** The list, where the admin goes back to once saved. */
  listPath: string;
}

/** The form of a new item or of an edit: saved, said in a toast, then back to the list; `frame` is AdminForm's props. */
export function useCollectionForm<C extends Collection, Values extends FieldValues, Request extends Partial<CollectionBody<C>>>({
  collection,
  editing,
  newBody,
  texts,
  describe,
  listPath,
  ...form
}: CollectionFormOptions<C, Values, Request>) {
  const create = useCreate(collection);
  const update = useUpdate(collection);
  const navigate = useNavigate();
  const { toast } = useToast();
  const {
    form: controls,
    failure,
    onSubmit,
    restoredDraft,
  } = useAdminForm<Values, Request>({
    ...form,
    save: async (request) => {
      if (editing) await update.mutateAsync({ id: editing.id, body: request });
      else await create.mutateAsync(newBody(request));
      toast({ title: editing ? texts.saved : texts.created, description: describe(request) });
      await navigate(listPath);
    },
  });
  const frame = {
    label: editing ? texts.editTitle : texts.newTitle,
    failure,
    onSubmit,
    submitting: controls.formState.isSubmitting,
    cancelTo: listPath,
    restoredDraft,
  };
  return { form: controls, frame };
}

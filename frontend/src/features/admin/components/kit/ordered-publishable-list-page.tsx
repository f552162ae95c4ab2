import { useCatalogue } from '../../../../i18n/i18n-context';
import type { OrderedCollection } from '../../api/collection-actions';
import { adminText } from '../../content/admin-text';
import { type AdminColumn, AdminTable } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ListFrame } from './list-frame';
import { OrderButtons } from './order-buttons';
import { PublicationStatusChip } from './publication-status-chip';
import { RowActions } from './row-actions';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useOrderAndPublication } from './use-order-and-publication';

type NameText = (name: string) => string;

/** The words of one ordered list (testimonials, case studies), each row's named by `name`. */
interface OrderedListTexts {
  title: string;
  intro: string;
  add: string;
  empty: string;
  confirmTitle: string;
  confirmText: NameText;
  editLabel: NameText;
  deleteLabel: NameText;
  publishLabel: NameText;
  unpublishLabel: NameText;
  published: string;
  unpublished: string;
  deleted: string;
}

/** The columns every ordered list has, for the page to place among its own. */
interface StandardColumns<T> {
  order: AdminColumn<T>;
  status: AdminColumn<T>;
  actions: AdminColumn<T>;
}

interface OrderedPublishableListPageProps<T> {
  collection: OrderedCollection;
  items: readonly T[];
  texts: OrderedListTexts;
  name: (item: T) => string;
  /** The list's address in the admin: its "new" and "edit" pages are below it. */
  path: string;
  columns: (standard: StandardColumns<T>) => AdminColumn<T>[];
}

/** Every item in its order: move up or down, publish or unpublish, edit, delete (after confirming). */
export function OrderedPublishableListPage<T extends { id: string; isPublished: boolean }>({
  collection,
  items,
  texts,
  name,
  path,
  columns,
}: OrderedPublishableListPageProps<T>) {
  const t = useCatalogue(adminText);
  const r = t.reviews;
  const actions = useOrderAndPublication<T>(collection, { name, published: texts.published, unpublished: texts.unpublished });
  const deletion = useConfirmedDelete<T>(collection, { name, deleted: texts.deleted });
  const standard: StandardColumns<T> = {
    order: {
      header: r.order.column,
      cell: (item, index) => (
        <OrderButtons index={index} count={items.length} name={name(item)} onMove={(position) => void actions.move(item, position)} />
      ),
    },
    status: { header: r.status.column, cell: (item) => <PublicationStatusChip published={item.isPublished} labels={r.status} /> },
    actions: {
      header: t.common.actions,
      cell: (item) => (
        <RowActions
          publication={{
            published: item.isPublished,
            labels: { publish: texts.publishLabel(name(item)), unpublish: texts.unpublishLabel(name(item)) },
            busy: actions.isToggling(item),
            onToggle: () => void actions.togglePublished(item),
          }}
          editTo={`${path}/${item.id}/edit`}
          labels={{ edit: texts.editLabel(name(item)), delete: texts.deleteLabel(name(item)) }}
          onDelete={() => deletion.setToDelete(item)}
        />
      ),
    },
  };

  return (
    <ListFrame
      title={texts.title}
      intro={texts.intro}
      addTo={`${path}/new`}
      addLabel={texts.add}
      refusal={deletion.refusal}
      onCloseRefusal={() => deletion.setRefusal(undefined)}
    >
      <AdminTable label={texts.title} items={items} columns={columns(standard)} empty={texts.empty} />
      <ConfirmDeleteDialog deletion={deletion} title={texts.confirmTitle} text={texts.confirmText} name={name} />
    </ListFrame>
  );
}

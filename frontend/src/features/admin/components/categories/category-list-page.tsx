import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminCategory } from '../../api/api-types';
import { useCategories } from '../../api/get-categories';
import { adminText } from '../../content/admin-text';
import { AdminTable } from '../kit/admin-table';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';
import { ListFrame } from '../kit/list-frame';
import { RowActions } from '../kit/row-actions';
import { useConfirmedDelete } from '../kit/use-confirmed-delete';

const nameOf = (category: AdminCategory) => category.nameEn;

/** Every category with its page counts; edit, or delete (the server refuses while pages remain, and says why). */
export function CategoryListPage() {
  const t = useCatalogue(adminText);
  const c = t.categories;
  const deletion = useConfirmedDelete<AdminCategory>('qa-categories', { name: nameOf, deleted: c.deleted });
  return (
    <ListFrame
      title={c.title}
      addTo="/admin/categories/new"
      addLabel={c.add}
      refusal={deletion.refusal}
      onCloseRefusal={() => deletion.setRefusal(undefined)}
    >
      <AdminTable
        label={c.title}
        items={useCategories()}
        empty={c.empty}
        columns={[
          {
            header: c.columns.name,
            rowHeader: true,
            cell: (category) => (
              <>
                <span lang="en">{category.nameEn}</span> / <span lang="es">{category.nameEs}</span>
              </>
            ),
          },
          { header: c.columns.slug, cell: (category) => category.slug },
          { header: c.columns.published, align: 'right', cell: (category) => category.publishedPages },
          { header: c.columns.drafts, align: 'right', cell: (category) => category.draftPages },
          {
            header: t.common.actions,
            cell: (category) => (
              <RowActions
                editTo={`/admin/categories/${category.id}/edit`}
                labels={{ edit: c.editLabel(nameOf(category)), delete: c.deleteLabel(nameOf(category)) }}
                onDelete={() => deletion.setToDelete(category)}
              />
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog deletion={deletion} title={c.confirmTitle} text={c.confirmText} name={nameOf} />
    </ListFrame>
  );
}

import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminCaseStudy } from '../../api/api-types';
import { useCaseStudies } from '../../api/get-case-studies';
import { useDeleteCaseStudy } from '../../api/delete-case-study';
import { useMoveCaseStudy } from '../../api/move-case-study';
import { useUpdateCaseStudy } from '../../api/update-case-study';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { ListFrame } from '../reviews/list-frame';
import { OrderButtons } from '../reviews/order-buttons';
import { ReviewStatusChip } from '../reviews/review-status-chip';
import { RowActions } from '../reviews/row-actions';
import { useListActions } from '../reviews/use-list-actions';

/** Every case study in its order, the featured one marked: move, publish or unpublish, edit, delete (after confirming). */
export function CaseStudyListPage() {
  const t = useCatalogue(adminText);
  const r = t.reviews;
  const c = r.caseStudies;
  const caseStudies = useCaseStudies();
  const update = useUpdateCaseStudy();
  const move = useMoveCaseStudy();
  const remove = useDeleteCaseStudy();
  const actions = useListActions<AdminCaseStudy>(
    {
      setPublished: (item, isPublished) => update.mutateAsync({ id: item.id, body: { isPublished } }),
      move: (item, position) => move.mutateAsync({ id: item.id, position }),
      remove: (item) => remove.mutateAsync(item.id),
    },
    { name: (item) => item.titleEn, published: c.published, unpublished: c.unpublished, deleted: c.deleted },
  );

  return (
    <ListFrame
      title={c.title}
      intro={c.intro}
      addTo="/admin/case-studies/new"
      addLabel={c.add}
      refusal={actions.refusal}
      onCloseRefusal={() => actions.setRefusal(undefined)}
    >
      {caseStudies.length === 0 ? (
        <Typography role="status">{c.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={c.title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {r.order.column}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.title}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.location}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {c.columns.savings}
                </TableCell>
                <TableCell component="th" scope="col">
                  {r.status.column}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.featured}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t.common.actions}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {caseStudies.map((item, index) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <OrderButtons
                      index={index}
                      count={caseStudies.length}
                      name={item.titleEn}
                      busy={move.isPending}
                      onMove={(position) => void actions.move(item, position)}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" lang="en">
                    {item.titleEn}
                  </TableCell>
                  <TableCell>{item.location}</TableCell>
                  <TableCell align="right">{c.euros(item.annualSavings)}</TableCell>
                  <TableCell>
                    <ReviewStatusChip published={item.isPublished} />
                  </TableCell>
                  <TableCell>{item.featured ? <Chip size="small" color="primary" label={c.featured} /> : c.notFeatured}</TableCell>
                  <TableCell>
                    <RowActions
                      published={item.isPublished}
                      editTo={`/admin/case-studies/${item.id}/edit`}
                      labels={{
                        publish: c.publishLabel(item.titleEn),
                        unpublish: c.unpublishLabel(item.titleEn),
                        edit: c.editLabel(item.titleEn),
                        delete: c.deleteLabel(item.titleEn),
                      }}
                      busy={update.isPending && update.variables.id === item.id}
                      onTogglePublished={() => void actions.togglePublished(item, item.isPublished)}
                      onDelete={() => actions.setToDelete(item)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={actions.toDelete !== undefined}
        title={c.confirmTitle}
        text={actions.toDelete ? c.confirmText(actions.toDelete.titleEn) : ''}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => void actions.confirmDelete()}
        onClose={() => actions.setToDelete(undefined)}
      />
    </ListFrame>
  );
}

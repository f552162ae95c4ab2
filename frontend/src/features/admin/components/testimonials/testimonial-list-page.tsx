import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminTestimonial } from '../../api/api-types';
import { useDeleteTestimonial } from '../../api/delete-testimonial';
import { useTestimonials } from '../../api/get-testimonials';
import { useMoveTestimonial } from '../../api/move-testimonial';
import { useUpdateTestimonial } from '../../api/update-testimonial';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { ListFrame } from '../reviews/list-frame';
import { OrderButtons } from '../reviews/order-buttons';
import { ReviewStatusChip } from '../reviews/review-status-chip';
import { RowActions } from '../reviews/row-actions';
import { useListActions } from '../reviews/use-list-actions';

/** Every testimonial in its order: move up or down, publish or unpublish, edit, delete (after confirming). */
export function TestimonialListPage() {
  const t = useCatalogue(adminText);
  const r = t.reviews;
  const c = r.testimonials;
  const testimonials = useTestimonials();
  const update = useUpdateTestimonial();
  const move = useMoveTestimonial();
  const remove = useDeleteTestimonial();
  const actions = useListActions<AdminTestimonial>(
    {
      setPublished: (item, isPublished) => update.mutateAsync({ id: item.id, body: { isPublished } }),
      move: (item, position) => move.mutateAsync({ id: item.id, position }),
      remove: (item) => remove.mutateAsync(item.id),
    },
    { name: (item) => item.name, published: c.published, unpublished: c.unpublished, deleted: c.deleted },
  );

  return (
    <ListFrame
      title={c.title}
      intro={c.intro}
      addTo="/admin/testimonials/new"
      addLabel={c.add}
      refusal={actions.refusal}
      onCloseRefusal={() => actions.setRefusal(undefined)}
    >
      {testimonials.length === 0 ? (
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
                  {c.columns.name}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.rating}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.service}
                </TableCell>
                <TableCell component="th" scope="col">
                  {r.status.column}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t.common.actions}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {testimonials.map((item, index) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <OrderButtons
                      index={index}
                      count={testimonials.length}
                      name={item.name}
                      busy={move.isPending}
                      onMove={(position) => void actions.move(item, position)}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {item.name}
                    {item.location && (
                      <Typography variant="body2" color="text.secondary">
                        {item.location}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{c.stars(item.rating)}</TableCell>
                  <TableCell lang="en">{item.serviceEn}</TableCell>
                  <TableCell>
                    <ReviewStatusChip published={item.isPublished} />
                  </TableCell>
                  <TableCell>
                    <RowActions
                      published={item.isPublished}
                      editTo={`/admin/testimonials/${item.id}/edit`}
                      labels={{
                        publish: c.publishLabel(item.name),
                        unpublish: c.unpublishLabel(item.name),
                        edit: c.editLabel(item.name),
                        delete: c.deleteLabel(item.name),
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
        text={actions.toDelete ? c.confirmText(actions.toDelete.name) : ''}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => void actions.confirmDelete()}
        onClose={() => actions.setToDelete(undefined)}
      />
    </ListFrame>
  );
}

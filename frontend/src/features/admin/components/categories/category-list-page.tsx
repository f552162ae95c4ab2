import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminCategory } from '../../api/api-types';
import { useDeleteCategory } from '../../api/delete-category';
import { useCategories } from '../../api/get-categories';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { refusalText } from '../refusal';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** Every category with its page counts; edit, or delete (the server refuses while pages remain, and says why). */
export function CategoryListPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const c = t.categories;
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<AdminCategory>();
  const [refusal, setRefusal] = useState<string>();

  const confirmDelete = async () => {
    if (!toDelete) return;
    setRefusal(undefined);
    try {
      await remove.mutateAsync(toDelete.id);
      toast({ title: c.deleted, description: toDelete.nameEn });
    } catch (error) {
      setRefusal(refusalText(error, language, t, t.common.saveFailed));
    }
    setToDelete(undefined);
  };

  return (
    <>
      <AdminHead title={c.title} />
      <PageHeading>{c.title}</PageHeading>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to="/admin/categories/new" variant="contained">
          {c.add}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)} sx={{ mb: 3 }}>
          {refusal}
        </Alert>
      )}
      {categories.length === 0 ? (
        <Typography>{c.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={c.title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {c.columns.name}
                </TableCell>
                <TableCell component="th" scope="col">
                  {c.columns.slug}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {c.columns.published}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {c.columns.drafts}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t.common.actions}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category) => (
                <TableRow key={category.id}>
                  <TableCell component="th" scope="row">
                    <span lang="en">{category.nameEn}</span> / <span lang="es">{category.nameEs}</span>
                  </TableCell>
                  <TableCell>{category.slug}</TableCell>
                  <TableCell align="right">{category.publishedPages}</TableCell>
                  <TableCell align="right">{category.draftPages}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        component={RouterLink}
                        to={`/admin/categories/${category.id}/edit`}
                        size="small"
                        variant="outlined"
                        aria-label={c.editLabel(category.nameEn)}
                      >
                        {t.common.edit}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={c.deleteLabel(category.nameEn)}
                        onClick={() => setToDelete(category)}
                      >
                        {t.common.delete}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={toDelete !== undefined}
        title={c.confirmTitle}
        text={toDelete ? c.confirmText(toDelete.nameEn) : ''}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { useMayDo } from './may-do';

interface ListFrameProps {
  title: string;
  /** What the list is for, under the title. */
  intro?: string;
  addTo: string;
  addLabel: string;
  /** Beside the "New …" button: the list's filters. */
  tools?: ReactNode;
  refusal?: string;
  onCloseRefusal?: () => void;
  children: ReactNode;
}

/** Title, what the list is for, the "New …" button (and filters), and a refusal, around an admin list. */
export function ListFrame({ title, intro, addTo, addLabel, tools, refusal, onCloseRefusal, children }: ListFrameProps) {
  // A role that only reads content (technician) is not offered "New …".
  const mayAdd = useMayDo('content.edit');
  return (
    <>
      <AdminHead title={title} />
      <PageHeading>{title}</PageHeading>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        {mayAdd && (
          <Button data-action="content.edit" component={RouterLink} to={addTo} variant="contained">
            {addLabel}
          </Button>
        )}
        {tools}
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" onClose={onCloseRefusal} sx={{ mb: 3 }}>
          {refusal}
        </Alert>
      )}
      {children}
    </>
  );
}

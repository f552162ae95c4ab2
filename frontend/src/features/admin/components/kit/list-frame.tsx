import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

interface ListFrameProps {
  title: string;
  intro: string;
  addTo: string;
  addLabel: string;
  refusal?: string;
  onCloseRefusal: () => void;
  children: ReactNode;
}

/** Title, what the list is for, the "New …" button and a refusal, around a testimonial or case study list. */
export function ListFrame({ title, intro, addTo, addLabel, refusal, onCloseRefusal, children }: ListFrameProps) {
  return (
    <>
      <AdminHead title={title} />
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to={addTo} variant="contained">
          {addLabel}
        </Button>
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

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** Searches when sent (Enter or the button), not on every key, so the address and the list change once. */
export function LeadSearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const t = useCatalogue(adminText);
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        id="lead-search"
        size="small"
        type="search"
        label={t.leads.search.label}
        helperText={t.leads.search.hint}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outlined">
        {t.leads.search.submit}
      </Button>
    </Box>
  );
}

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';

/** Past this many rows the table scrolls inside its own box (a region that keyboards can focus and scroll). */
const SCROLL_AFTER = 12;

interface StatsTableProps {
  caption: string;
  keyHeader: string;
  countHeader: string;
  rows: { id: string; label: string; count: number }[];
}

/** The figures of one chart: one row per value, its name as the row header. */
export function StatsTable({ caption, keyHeader, countHeader, rows }: StatsTableProps) {
  const captionId = useId();
  const scrolls = rows.length > SCROLL_AFTER;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={scrolls ? { maxHeight: 440 } : undefined}
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
    >
      <Table size="small" stickyHeader={scrolls} sx={{ '& caption': { captionSide: 'top', textAlign: 'start', fontWeight: 600 } }}>
        <caption id={captionId}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {keyHeader}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {countHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-key={row.id}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                {row.label}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

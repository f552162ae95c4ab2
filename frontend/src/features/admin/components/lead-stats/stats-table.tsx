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
  /** The headers of the figure columns, right-aligned after the key. */
  valueHeaders: string[];
  rows: { id: string; label: string; values: (string | number)[] }[];
}

/** The figures of one chart: one row per value, its name as the row header, then its figures. */
export function StatsTable({ caption, keyHeader, valueHeaders, rows }: StatsTableProps) {
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
            {valueHeaders.map((header) => (
              <TableCell key={header} component="th" scope="col" align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-key={row.id}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                {row.label}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={valueHeaders[index]} align="right">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One column of an admin list: its heading and what each row shows there. */
export interface AdminColumn<T> {
  header: string;
  cell: (item: T, index: number) => ReactNode;
  align?: 'right';
  /** The column that names the row (a row header, for screen readers). */
  rowHeader?: boolean;
  /** The cell's text is in that language whatever the admin's. */
  lang?: 'en';
}

interface AdminTableProps<T> {
  label: string;
  items: readonly T[];
  columns: readonly AdminColumn<T>[];
  /** Said instead of the table when there is no row. */
  empty: string;
}

/** An admin list as a table, one row an item, or a sentence saying there is none. */
export function AdminTable<T extends { id: string }>({ label, items, columns, empty }: AdminTableProps<T>) {
  if (items.length === 0) return <Typography role="status">{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} component="th" scope="col" align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item.id}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  component={column.rowHeader ? 'th' : undefined}
                  scope={column.rowHeader ? 'row' : undefined}
                  align={column.align}
                  lang={column.lang}
                >
                  {column.cell(item, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

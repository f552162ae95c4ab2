import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/** How many values a bar chart shows; the table beside it lists all of them. */
export const CHART_TOP = 10;

/**
 * The charts are pictures of the tables next to them, which carry the same figures for screen readers and
 * keyboards: they are hidden from assistive technology and take no focus.
 */
function ChartFrame({ children }: { children: ReactNode }) {
  return (
    <Box aria-hidden="true" sx={{ width: '100%' }}>
      {children}
    </Box>
  );
}

export function DayChart({
  days,
  label,
  formatDay,
}: {
  days: { date: string; count: number }[];
  label: string;
  formatDay: (date: string) => string;
}) {
  return (
    <ChartFrame>
      <LineChart
        height={280}
        margin={{ right: 28 }}
        hideLegend
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'point', data: days.map((day) => day.date), valueFormatter: (date: string) => formatDay(date) }]}
        yAxis={[{ min: 0, tickMinStep: 1, width: 40 }]}
        series={[{ data: days.map((day) => day.count), label, curve: 'linear', showMark: days.length <= 31 }]}
      />
    </ChartFrame>
  );
}

export function GroupChart({ rows, label }: { rows: { label: string; count: number }[]; label: string }) {
  const shown = rows.slice(0, CHART_TOP);
  return (
    <ChartFrame>
      <BarChart
        layout="horizontal"
        height={Math.max(140, shown.length * 34 + 60)}
        hideLegend
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: shown.map((row) => row.label), width: 150 }]}
        xAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[{ data: shown.map((row) => row.count), label }]}
      />
    </ChartFrame>
  );
}

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

/** Several figures per value (a funnel's steps): one bar of each series per value, the largest CHART_TOP values. */
export function GroupSeriesChart({
  labels,
  series,
  valueFormatter,
}: {
  labels: string[];
  series: { label: string; data: number[] }[];
  valueFormatter?: (value: number | null) => string;
}) {
  const shown = labels.slice(0, CHART_TOP);
  return (
    <ChartFrame>
      <BarChart
        layout="horizontal"
        height={Math.max(160, shown.length * (14 * series.length + 16) + 90)}
        hideLegend={series.length < 2}
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: shown, width: 150 }]}
        xAxis={[{ min: 0, tickMinStep: 1, valueFormatter }]}
        series={series.map((one) => ({ label: one.label, data: one.data.slice(0, CHART_TOP), valueFormatter }))}
      />
    </ChartFrame>
  );
}

/** A figure per week (the median first response, in hours): a gap where a week has none. */
export function WeekChart({ weeks, label }: { weeks: { label: string; value: number | null }[]; label: string }) {
  return (
    <ChartFrame>
      <BarChart
        height={260}
        hideLegend
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: weeks.map((week) => week.label) }]}
        yAxis={[{ min: 0, width: 48 }]}
        series={[{ data: weeks.map((week) => week.value), label }]}
      />
    </ChartFrame>
  );
}

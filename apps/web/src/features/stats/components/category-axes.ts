import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BarChartProps } from '@mui/x-charts/BarChart';

/**
 * The axes of a bar chart over the four categories: upright bars, or on a phone lying bars with the names beside
 * them (four names side by side do not fit 390 px).
 */
export function useCategoryAxes(
  labels: string[],
): Pick<BarChartProps, 'layout' | 'xAxis' | 'yAxis'> & { height: number } {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const band = { scaleType: 'band' as const, data: labels, tickLabelInterval: () => true };
  const count = { tickMinStep: 1 };
  return narrow
    ? { layout: 'horizontal', height: 300, yAxis: [{ ...band, width: 92 }], xAxis: [count] }
    : { layout: 'vertical', height: 280, xAxis: [band], yAxis: [{ ...count, width: 48 }] };
}

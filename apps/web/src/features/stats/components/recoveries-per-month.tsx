import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StatsRecoveries } from '@pidsus/shared';
import { formatRupiah } from '@pidsus/shared/money';
import { idStats } from '../../../i18n/id-stats';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.recoveries;

/**
 * Penyelamatan keuangan negara (decisions §8.4): the recoveries of the period's months (decisions §10: one month, or
 * the twelve of a year) and their total, in rupiah.
 */
export function RecoveriesPerMonth({ recoveries, period }: { recoveries: StatsRecoveries; period: string }) {
  const theme = useTheme();
  const labels = recoveries.months.map((row) => t.months[Number(row.month.slice(5, 7)) - 1] ?? '');
  return (
    <StatsSection
      title={t.title}
      hint={t.hint(period, formatRupiah(recoveries.total))}
      empty={recoveries.total === 0 ? t.empty(period) : undefined}
      chartHeight={260}
      chart={(size) => (
        <BarChart
          {...size}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ valueFormatter: (value: number) => (value / 1e9).toLocaleString('id-ID') + ' M', width: 72 }]}
          series={[
            {
              label: t.series,
              data: recoveries.months.map((row) => row.total),
              color: theme.palette.success.main,
              valueFormatter: (value) => formatRupiah(value ?? 0),
            },
          ]}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.month}
          columns={[t.amount]}
          rows={recoveries.months.map((row, index) => ({
            key: row.month,
            label: `${labels[index]} ${recoveries.year}`,
            values: [row.total],
          }))}
          total
        />
      }
    />
  );
}

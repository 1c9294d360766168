import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { CASE_STATUSES } from '@pidsus/shared/constants';
import type { AdminStats } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idStats } from '../../../i18n/id-stats';
import { useCategoryAxes } from './category-axes';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.cases;

/** Live cases per category, stacked by status (the status colours of requirements §4). */
export function CasesByCategory({ rows }: { rows: AdminStats['cases_by_category'] }) {
  const theme = useTheme();
  const colors = {
    Menunggu: theme.palette.warning.main,
    'Sedang Proses': theme.palette.info.main,
    Selesai: theme.palette.success.main,
  };
  const labels = rows.map((row) => id.categories[row.category]);
  const axes = useCategoryAxes(labels);
  const empty = rows.every((row) => row.total === 0);
  return (
    <StatsSection
      title={t.title}
      empty={empty ? t.empty : undefined}
      chartHeight={axes.height}
      chart={(size) => (
        <BarChart
          {...axes}
          {...size}
          series={CASE_STATUSES.map((status) => ({
            label: id.caseStatus[status],
            data: rows.map((row) => row.by_status[status]),
            stack: 'status',
            color: colors[status],
          }))}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.category}
          columns={[...CASE_STATUSES.map((status) => id.caseStatus[status]), idStats.total]}
          rows={rows.map((row) => ({
            key: row.category,
            label: id.categories[row.category],
            values: [...CASE_STATUSES.map((status) => row.by_status[status]), row.total],
          }))}
          total
        />
      }
    />
  );
}

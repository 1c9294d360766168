import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminStats } from '@pidsus/shared';
import { idStats } from '../../../i18n/id-stats';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.users;

/** Accounts per role, active in the last 7 days or not. */
export function ActiveUsers({ users }: { users: AdminStats['active_users'] }) {
  const theme = useTheme();
  const rows = users.by_role;
  return (
    <StatsSection
      title={t.title}
      hint={
        <>
          {t.summary(users.active, users.total)} {t.hint}
        </>
      }
      chartHeight={240}
      chart={(size) => (
        <BarChart
          {...size}
          xAxis={[{ scaleType: 'band', data: rows.map((row) => t.roles[row.role]) }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[
            { label: t.active, data: rows.map((row) => row.active), stack: 'users', color: theme.palette.success.main },
            {
              label: t.inactive,
              data: rows.map((row) => row.total - row.active),
              stack: 'users',
              color: theme.palette.grey[500],
            },
          ]}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.role}
          columns={[t.active, t.inactive, idStats.total]}
          rows={rows.map((row) => ({
            key: row.role,
            label: t.roles[row.role],
            values: [row.active, row.total - row.active, row.total],
          }))}
          total
        />
      }
    />
  );
}

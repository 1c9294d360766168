import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminStats } from '@pidsus/shared';
import { idStats } from '../../../i18n/id-stats';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

const t = idStats.members;
/** The chart shows the staff with the most open cases; the table lists them all. */
const CHART_MAX = 15;

/** Open cases per staff account (all staff, zeros too), most first. */
export function CasesPerMember({ members }: { members: AdminStats['cases_per_member'] }) {
  const theme = useTheme();
  const shown = members.slice(0, CHART_MAX);
  return (
    <StatsSection
      title={t.title}
      hint={
        <>
          {t.hint}
          {members.length > CHART_MAX && (
            <>
              <br />
              {t.chartTop(CHART_MAX, members.length)}
            </>
          )}
        </>
      }
      empty={members.length === 0 ? t.empty : undefined}
      legend={false}
      chartHeight={64 + 32 * shown.length}
      chart={(size) => (
        <BarChart
          {...size}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: shown.map((member) => member.username), width: 110 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[
            { label: t.count, data: shown.map((member) => member.open_cases), color: theme.palette.primary.main },
          ]}
        />
      )}
      table={
        <StatsTable
          caption={t.title}
          labelHeader={t.member}
          columns={[t.count]}
          rows={members.map((member) => ({
            key: String(member.id),
            label: member.username,
            values: [member.open_cases],
          }))}
        />
      }
    />
  );
}

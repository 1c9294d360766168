import Box from '@mui/material/Box';
import type { AdminStats } from '@pidsus/shared';
import { ActiveUsers } from './active-users';
import { CasesByCategory } from './cases-by-category';
import { CasesPerMember } from './cases-per-member';
import { HearingsPerWeek } from './hearings-per-week';
import { OpenDeadlines } from './open-deadlines';
import { RecoveriesPerMonth } from './recoveries-per-month';
import { statsGrid } from './stats-grid';

/**
 * The six figures of `/admin/stats`, each a chart and a table (MUI X Charts: most of the screen's code, loaded apart
 * from the page so that its header and period form are drawn without waiting for it; docs/performance.md).
 */
export function StatsFigures({ stats, period, busy }: { stats: AdminStats; period: string; busy: boolean }) {
  return (
    <Box sx={statsGrid} aria-busy={busy}>
      <CasesByCategory rows={stats.cases_by_category} />
      <OpenDeadlines deadlines={stats.deadlines} />
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <HearingsPerWeek weeks={stats.hearings_per_week} period={period} />
      </Box>
      <CasesPerMember members={stats.cases_per_member} />
      <ActiveUsers users={stats.active_users} />
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <RecoveriesPerMonth recoveries={stats.recoveries} period={period} />
      </Box>
    </Box>
  );
}

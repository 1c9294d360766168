import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Case } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idDashboard } from '../../../i18n/id-dashboard';
import { idCases } from '../../../i18n/id-cases';
import { errorMessage } from '../../../lib/api-client';
import { addDays, formatLongDate } from '../../../lib/time/dates';
import { useMyHearings } from '../api/use-dashboard-queries';
import { HearingTime } from '../../../components/hearing-time';
import { withWholeNumbers } from '../../../components/whole-numbers';

const t = idDashboard;

/** The hearings grouped by day, days in order (the server's `upcoming` order already sorts them). */
function byDay(hearings: Case[]): [string, Case[]][] {
  const days = new Map<string, Case[]>();
  for (const hearing of hearings) {
    days.set(hearing.date, [...(days.get(hearing.date) ?? []), hearing]);
  }
  return [...days.entries()];
}

function dayHeading(day: string, today: string): string {
  if (day === today) {
    return `${t.today} · ${formatLongDate(day)}`;
  }
  return day === addDays(today, 1) ? `${t.tomorrow} · ${formatLongDate(day)}` : formatLongDate(day);
}

/**
 * "Sidang Saya" (decisions §7.1): the caller's hearings today and the next 7 days, by day, each opening its
 * case. Live: it sits under the cases' query keys, which every case change makes stale.
 */
export function MyHearingsCard({ today }: { today: string }) {
  const hearings = useMyHearings(today);
  const headingId = 'my-hearings-heading';

  return (
    // On a phone the day's hearings come first: what a prosecutor opens the app for at 07:30. Beside it, the office's
    // (decisions §10).
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, order: { xs: -1, md: 0 } }}
    >
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(31, 77, 58, 0.08)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <EventNoteOutlined />
          </Box>
          <div>
            <Typography variant="h6" component="h2" id={headingId}>
              {t.myHearingsTitle}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t.myHearingsSubtitle}
            </Typography>
          </div>
        </Box>

        {hearings.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Box>
        )}

        {hearings.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void hearings.refetch()}>
                {idCases.retry}
              </Button>
            }
          >
            {errorMessage(hearings.error, t.myHearingsFailed)}
          </Alert>
        )}

        {hearings.isSuccess && hearings.data.length === 0 && (
          <Box sx={{ py: 2 }}>
            <Typography>{t.myHearingsEmpty}</Typography>
            <Typography color="text.secondary" variant="body2">
              {t.myHearingsEmptyHint}
            </Typography>
          </Box>
        )}

        {hearings.isSuccess &&
          byDay(hearings.data).map(([day, items]) => (
            <Box key={day} sx={{ '& + &': { mt: 2 } }}>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ color: day === today ? 'secondary.main' : 'text.secondary', fontWeight: 700, mb: 0.5 }}
              >
                {dayHeading(day, today)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((hearing) => (
                  <Box
                    component="li"
                    key={hearing.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '4.5rem 1fr', sm: '4.5rem 1fr auto' },
                      alignItems: { xs: 'start', sm: 'center' },
                      columnGap: 2,
                      py: 1,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
                      <HearingTime time={hearing.time} />
                    </Typography>
                    <Box sx={{ minWidth: 0 }}>
                      <Link
                        component={RouterLink}
                        to={paths.case(hearing.id)}
                        state={{ from: paths.dashboard }}
                        aria-label={t.openCase(hearing.title)}
                        sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {hearing.title}
                      </Link>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {withWholeNumbers([id.categories[hearing.type], hearing.number].filter(Boolean).join(' · '))}
                      </Typography>
                    </Box>
                    <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, mt: { xs: 0.5, sm: 0 } }}>
                      <StatusChip status={hearing.status} size="small" />
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
      </CardContent>
    </Card>
  );
}

import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { idDeadlines } from '../../../i18n/id-deadlines';
import { errorMessage } from '../../../lib/api-client';
import { deadlineDayText } from '../../../lib/time/deadline-days';
import { formatLongDate } from '../../../lib/time/dates';
import { useMyDeadlines } from '../api/use-dashboard-queries';
import { withWholeNumbers } from '../../../components/whole-numbers';

const t = idDeadlines.upcoming;

const toneColor = { overdue: 'error', today: 'warning', ahead: 'default' } as const;

/**
 * "Tenggat Mendekat" (decisions §7.2): the caller's open deadlines — overdue ones in red first, then today and the
 * next 7 days — each opening its case. Live: under the deadlines' root, which every `cases:changed` makes stale.
 */
export function UpcomingDeadlinesCard({ today }: { today: string }) {
  const deadlines = useMyDeadlines(today);
  const headingId = 'upcoming-deadlines-heading';

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ gridColumn: '1 / -1', order: { xs: -1, md: 0 } }}>
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
            <AlarmOutlined />
          </Box>
          <div>
            <Typography variant="h6" component="h2" id={headingId}>
              {t.title}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t.subtitle}
            </Typography>
          </div>
        </Box>

        {deadlines.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            {[0, 1].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Box>
        )}

        {deadlines.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void deadlines.refetch()}>
                {idCases.retry}
              </Button>
            }
          >
            {errorMessage(deadlines.error, t.failed)}
          </Alert>
        )}

        {deadlines.isSuccess && deadlines.data.length === 0 && (
          <Box sx={{ py: 2 }}>
            <Typography>{t.empty}</Typography>
            <Typography color="text.secondary" variant="body2">
              {t.emptyHint}
            </Typography>
          </Box>
        )}

        {deadlines.isSuccess && deadlines.data.length > 0 && (
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {deadlines.data.map((deadline) => {
              const day = deadlineDayText(deadline.due_date, today);
              const overdue = day.tone === 'overdue';
              return (
                <Box
                  component="li"
                  key={deadline.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    columnGap: 2,
                    rowGap: 0.5,
                    py: 1,
                    borderTop: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: overdue ? 'error.main' : 'text.primary' }}
                    >
                      {deadline.title}
                    </Typography>
                    <Link
                      component={RouterLink}
                      to={paths.case(deadline.case.id)}
                      state={{ from: paths.dashboard }}
                      aria-label={t.openCase(deadline.case.title)}
                      variant="body2"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {withWholeNumbers([deadline.case.title, deadline.case.number].filter(Boolean).join(' · '))}
                    </Link>
                  </Box>
                  <Typography variant="body2" color={overdue ? 'error.main' : 'text.secondary'}>
                    {formatLongDate(deadline.due_date)}
                  </Typography>
                  <Chip
                    label={day.text}
                    color={toneColor[day.tone]}
                    variant={day.tone === 'ahead' ? 'outlined' : 'filled'}
                    size="small"
                    sx={{ fontWeight: 600 }}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

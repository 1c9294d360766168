import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
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
import { idDetentions } from '../../../i18n/id-detentions';
import { errorMessage } from '../../../lib/api-client';
import { deadlineDayText } from '../../../lib/time/deadline-days';
import { formatLongDate } from '../../../lib/time/dates';
import { useMyDetentions } from '../api/use-dashboard-queries';
import { withWholeNumbers } from '../../../components/whole-numbers';

const t = idDetentions.card;

const toneColor = { overdue: 'error', today: 'warning', ahead: 'default' } as const;

/**
 * "Masa Penahanan Berakhir" (decisions §8.2): the periods in force of the caller's cases that end today or in the next
 * 7 days, soonest first — who, which case, the last day and how many days are left — each opening its case.
 */
export function EndingDetentionsCard({ today }: { today: string }) {
  const detentions = useMyDetentions(today);
  const headingId = 'ending-detentions-heading';

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ gridColumn: '1 / -1' }}>
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
            <LockClockOutlined />
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

        {detentions.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}

        {detentions.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detentions.refetch()}>
                {idCases.retry}
              </Button>
            }
          >
            {errorMessage(detentions.error, t.failed)}
          </Alert>
        )}

        {detentions.isSuccess && detentions.data.length === 0 && (
          <Box sx={{ py: 2 }}>
            <Typography>{t.empty}</Typography>
            <Typography color="text.secondary" variant="body2">
              {t.emptyHint}
            </Typography>
          </Box>
        )}

        {detentions.isSuccess && detentions.data.length > 0 && (
          <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {detentions.data.map((period) => {
              const day = deadlineDayText(period.end_date, today);
              return (
                <Box
                  component="li"
                  key={period.id}
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
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {period.defendant.name} · {idDetentions.kinds[period.kind]}
                    </Typography>
                    <Link
                      component={RouterLink}
                      to={paths.case(period.case.id)}
                      state={{ from: paths.dashboard }}
                      aria-label={t.openCase(period.case.title)}
                      variant="body2"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {withWholeNumbers([period.case.title, period.case.number].filter(Boolean).join(' · '))}
                    </Link>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {t.ends(formatLongDate(period.end_date))}
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

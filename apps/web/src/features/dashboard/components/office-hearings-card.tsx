import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { idDashboard } from '../../../i18n/id-dashboard';
import { errorMessage } from '../../../lib/api-client';
import { formatHourMinute } from '../../../lib/time/dates';
import { useOfficeHearings } from '../api/use-dashboard-queries';
import { nextHearings } from '../next-hearings';
import { HearingTime } from '../../../components/hearing-time';

const t = idDashboard;

/**
 * "Sidang Hari Ini" (decisions §10): how many hearings the whole office has today and the next three (hour, title, each
 * opening its case), with the way to the board. Beside "Sidang Saya"; live under the board's query keys.
 */
export function OfficeHearingsCard({ today }: { today: string }) {
  const hearings = useOfficeHearings(today);
  const headingId = 'office-hearings-heading';
  const next = hearings.data ? nextHearings(hearings.data, formatHourMinute(new Date()).replace('.', ':')) : [];

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', order: { xs: -1, md: 0 } }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
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
            <TodayOutlined />
          </Box>
          <div>
            <Typography variant="h6" component="h2" id={headingId}>
              {t.officeTitle}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t.officeSubtitle}
            </Typography>
          </div>
        </Box>

        {hearings.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={56} width="50%" />
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={40} />
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
            {errorMessage(hearings.error, t.officeFailed)}
          </Alert>
        )}

        {hearings.isSuccess && hearings.data.length === 0 && <Typography sx={{ py: 2 }}>{t.officeEmpty}</Typography>}

        {hearings.isSuccess && hearings.data.length > 0 && (
          <>
            <Typography
              data-testid="office-hearings-count"
              sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, color: 'primary.main' }}
            >
              {t.officeCount(hearings.data.length)}
            </Typography>
            <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary', fontWeight: 700, mt: 2 }}>
              {t.officeNext}
            </Typography>
            {next.length === 0 ? (
              <Typography variant="body2" sx={{ py: 1 }}>
                {t.officeNoneLeft}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {next.map((hearing) => (
                  <Box
                    component="li"
                    key={hearing.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '3.5rem 1fr',
                      columnGap: 1.5,
                      py: 1,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}>
                      <HearingTime time={hearing.time} />
                    </Typography>
                    <Link
                      component={RouterLink}
                      to={paths.case(hearing.id)}
                      state={{ from: paths.dashboard }}
                      aria-label={t.openCase(hearing.title)}
                      sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {hearing.title}
                    </Link>
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
      <Box sx={{ px: 3, pb: 3 }}>
        <Button component={RouterLink} to={paths.schedule()} variant="outlined">
          {t.officeBoard}
        </Button>
      </Box>
    </Card>
  );
}

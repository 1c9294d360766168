import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@pidsus/shared/constants';
import { Link as RouterLink } from 'react-router';
import { id } from '../../../i18n/id';
import { idAdmin } from '../../../i18n/id-admin';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/time/dates';
import { useEndingDetentions } from '../api/get-ending-detentions';
import { ENDING_DETENTIONS_ID } from './overview-figures';
import { withWholeNumbers } from '../../../components/whole-numbers';

const t = idAdmin;

/**
 * "Masa Penahanan Berakhir" of the whole office (decisions §8.2, §10): the periods in force ending up to `until`, each
 * opening its case; where the dashboard's detention figure leads.
 */
export function EndingDetentions({ until }: { until: string | undefined }) {
  const detentions = useEndingDetentions(until);
  const headingId = 'admin-detentions-heading';
  return (
    <Card component="section" id={ENDING_DETENTIONS_ID} aria-labelledby={headingId} sx={{ mb: 3, scrollMarginTop: 80 }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <LockClockOutlined color="primary" />
          <div>
            <Typography variant="h6" component="h2" id={headingId}>
              {t.detentionsTitle}
            </Typography>
            {until && (
              <Typography color="text.secondary" variant="body2">
                {t.detentionsSubtitle(formatLongDate(until))}
              </Typography>
            )}
          </div>
        </Box>
        {(detentions.isPending || until === undefined) && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {detentions.isError && <Alert severity="error">{errorMessage(detentions.error, t.detentionsFailed)}</Alert>}
        {detentions.isSuccess && detentions.data.length === 0 && (
          <Typography sx={{ py: 1 }}>{t.detentionsEmpty}</Typography>
        )}
        {detentions.isSuccess && detentions.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {detentions.data.map((period) => (
              <Box
                component="li"
                key={period.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 2,
                  py: 1,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{period.defendant.name}</Typography>
                  <Link
                    component={RouterLink}
                    to={paths.case(period.case.id)}
                    state={{ from: paths.admin }}
                    aria-label={t.openCase(period.case.title)}
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {withWholeNumbers([period.case.title, period.case.number].filter(Boolean).join(' · '))}
                  </Link>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t.detentionEnds(formatLongDate(period.end_date))}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

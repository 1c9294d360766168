import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Case } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { formatLongDate, formatTime } from '../../../lib/dates';

const t = id.cases;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" noWrap title={value || undefined}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}:
      </Typography>{' '}
      {value || t.dash}
    </Typography>
  );
}

/** One case in a category list (requirements §2); `from` is where 'Lihat Detail' should bring the user back to. */
export function CaseCard({ item, from }: { item: Case; from: string }) {
  return (
    <Card component="article" aria-label={item.title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <EventOutlined fontSize="small" />
              <Typography variant="body2">{formatLongDate(item.date)}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <AccessTimeOutlined fontSize="small" />
              <Typography variant="body2">{item.time ? formatTime(item.time) : t.dash}</Typography>
            </Stack>
          </Stack>
          <StatusChip status={item.status} size="small" />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.35, mb: 1.5 }}>
          {item.title}
        </Typography>
        <Stack spacing={0.5}>
          <Line label={t.witnesses} value={item.witnesses} />
          <Line label={t.prosecutor} value={item.prosecutor} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/case/${item.id}`} state={{ from }} variant="outlined" size="small">
          {t.viewDetail}
        </Button>
      </CardActions>
    </Card>
  );
}

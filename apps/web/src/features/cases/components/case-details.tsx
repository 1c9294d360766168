import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Case } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { formatLongDate, formatTime } from '../../../lib/time/dates';

const f = idCaseDetail.fields;

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value || idCases.dash}</Typography>
    </Box>
  );
}

/** The case's fields (requirements §2 Case detail), a dash for an empty one. */
export function CaseDetails({ item }: { item: Case }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Field label={f.number} value={item.number} wide />
      <Field label={f.date} value={formatLongDate(item.date)} />
      <Field label={f.time} value={item.time ? formatTime(item.time) : ''} />
      <Field label={f.location} value={item.location} />
      <Field label={f.type} value={id.categories[item.type]} />
      <Field label={f.prosecutor} value={item.prosecutor} />
      <Field label={f.description} value={item.description} wide />
      <Field label={f.parties} value={item.parties} wide />
      <Field label={f.witnesses} value={item.witnesses} wide />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@pidsus/shared/constants';
import { id } from '../../../i18n/id';
import { idCalendar } from '../../../i18n/id-calendar';
import { categoryColors } from '../calendar-model';

const t = idCalendar;

/** What the colours mean: one swatch per stage, and how a deadline looks. */
export function CalendarLegend() {
  return (
    <Box
      component="ul"
      aria-label={t.legend}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, md: 2 }, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
    >
      {CATEGORIES.map((category) => (
        <Box component="li" key={category} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: categoryColors[category] }} aria-hidden />
          <Typography variant="body2">{id.categories[category]}</Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          sx={{ width: 14, height: 14, borderRadius: 0.5, border: '1px solid #4d5a55', borderLeftWidth: 4 }}
          aria-hidden
        />
        <Typography variant="body2">{t.deadlineLegend}</Typography>
      </Box>
    </Box>
  );
}

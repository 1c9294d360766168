import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { idStats } from '../../../i18n/id-stats';
import { yearsAround, type StatsPeriodChoice } from '../period';

const t = idStats.period;

/**
 * The period of `/admin/stats` (decisions §10): a year and a month, or `Sepanjang tahun`; and `Ekspor Excel`, the
 * tables of that period as a workbook. Native selects: one Tab stop each, the phone's own picker.
 */
export function PeriodPicker(props: {
  period: StatsPeriodChoice;
  thisYear: number;
  onChange: (period: StatsPeriodChoice) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { period, onChange } = props;
  return (
    <Box component="section" aria-labelledby="stats-period-heading" sx={{ mb: 3 }}>
      <Typography id="stats-period-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t.label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t.year}
          value={String(period.year)}
          onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 110 }}
        >
          {yearsAround(period.year, props.thisYear).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t.month}
          value={period.month === null ? '' : String(period.month)}
          onChange={(event) =>
            onChange({ ...period, month: event.target.value === '' ? null : Number(event.target.value) })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        >
          <option value="">{t.wholeYear}</option>
          {t.months.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={props.exporting ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlined />}
          onClick={props.onExport}
          disabled={props.exporting}
          aria-busy={props.exporting}
          sx={{ displayPrint: 'none' }}
        >
          {props.exporting ? t.exporting : t.exportExcel}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.hint}
      </Typography>
    </Box>
  );
}

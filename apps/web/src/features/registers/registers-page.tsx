import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { RegisterPreview } from '@pidsus/shared';
import { NOTICE_DURATION_MS, REGISTER_CODES, type RegisterCode } from '@pidsus/shared/constants';
import { ExportButtons } from '../../components/export-buttons';
import { withWholeNumbers } from '../../components/whole-numbers';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { idRegisters } from '../../i18n/id-registers';
import { errorMessage } from '../../lib/api-client';
import { officeToday } from '../../lib/time/dates';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useRegisterPreview, useRegisters } from './api/registers';
import { proseColumns } from './register-cells';
import { tableRules } from './table-rules';

const t = idRegisters;

/** The register, month and year of the address (`?code=rt&year=2026&month=11`), this month of the office by default. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = officeToday();
  const code = REGISTER_CODES.find((each) => each === params.get('code')) ?? REGISTER_CODES[0];
  const yearParam = Number(params.get('year'));
  const monthParam = Number(params.get('month'));
  const year =
    Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : Number(today.slice(0, 4));
  const month =
    Number.isInteger(monthParam) && monthParam >= 1 && monthParam <= 12 ? monthParam : Number(today.slice(5, 7));
  const set = (change: Partial<{ code: RegisterCode; year: number; month: number }>) => {
    const next = { code, year, month, ...change };
    setParams({ code: next.code, year: String(next.year), month: String(next.month) }, { replace: true });
  };
  return { code, year, month, set, thisYear: Number(today.slice(0, 4)) };
}

/**
 * `Register & Laporan` (decisions §8.5), for staff and admins: pick a register, a month and a year; the first rows
 * show as the export writes them, with the count; `Ekspor Excel` / `Ekspor PDF` download the whole month.
 */
export function Component() {
  const { code, year, month, set, thisYear } = usePeriod();
  const registers = useRegisters();
  const preview = useRegisterPreview(code, year, month, true);
  const { notice, show, close } = useNotice();
  const years = Array.from({ length: thisYear - 2000 + 2 }, (_, index) => thisYear + 1 - index);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Box
        component="form"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      >
        <TextField
          select
          label={t.register}
          value={code}
          onChange={(event) => set({ code: event.target.value as RegisterCode })}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          {(registers.data ?? []).map((register) => (
            <MenuItem key={register.code} value={register.code}>
              {register.name}
            </MenuItem>
          ))}
          {!registers.data && <MenuItem value={code}>{code}</MenuItem>}
        </TextField>
        <TextField
          select
          label={t.month}
          value={month}
          onChange={(event) => set({ month: Number(event.target.value) })}
          fullWidth={false}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        >
          {t.months.map((name, index) => (
            <MenuItem key={name} value={index + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t.year}
          value={year}
          onChange={(event) => set({ year: Number(event.target.value) })}
          fullWidth={false}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 130 } }}
        >
          {years.map((each) => (
            <MenuItem key={each} value={each}>
              {each}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ ml: { md: 'auto' } }}>
          <ExportButtons path={`/registers/${code}/export`} params={{ year, month }} onDone={show} />
        </Box>
      </Box>

      {preview.isPending && (
        <Box aria-busy="true">
          <span style={visuallyHidden} role="status">
            {t.loading}
          </span>
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      {preview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {errorMessage(preview.error, t.loadFailed)}
        </Alert>
      )}
      {preview.data && <PreviewTable preview={preview.data} busy={preview.isFetching} />}
      <Notice notice={notice} duration={NOTICE_DURATION_MS.registers} onClose={close} />
    </Container>
  );
}

function PreviewTable({ preview, busy }: { preview: RegisterPreview; busy: boolean }) {
  if (preview.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} aria-busy={busy}>
        <Typography color="text.secondary">{t.empty(preview.name, preview.period)}</Typography>
      </Paper>
    );
  }
  const report = preview.sections.length > 0;
  return (
    <Box aria-busy={busy}>
      <GlobalStyles styles={tableRules} />
      {!report && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          {t.count(preview.rows.length, preview.total)}
        </Typography>
      )}
      <DataTable caption={t.tableCaption(preview.name, preview.period)} columns={preview.columns} rows={preview.rows} />
      {/* A report's further tables (the monthly report's forms, detainees and recovered money), each under its title. */}
      {preview.sections.map((section) => (
        <Box key={section.title} component="section" aria-labelledby={`section-${section.title}`} sx={{ mt: 3 }}>
          <Typography id={`section-${section.title}`} component="h2" variant="h6" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          <DataTable
            caption={t.sectionCaption(section.title, preview.period)}
            columns={section.columns}
            rows={section.rows}
            narrow
          />
        </Box>
      ))}
    </Box>
  );
}

function DataTable({
  caption,
  columns,
  rows,
  narrow = false,
}: {
  caption: string;
  columns: string[];
  rows: string[][];
  narrow?: boolean;
}) {
  const prose = proseColumns(rows, columns.length);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={caption}
      sx={narrow ? { maxWidth: 560 } : undefined}
    >
      <table className={columns.length > 5 ? 'register-table register-table-wide' : 'register-table'}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={prose[index] ? 'register-prose' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                // An amount stays on one line.
                <td key={columns[index]} className={cell.startsWith('Rp ') ? 'register-amount' : undefined}>
                  {withWholeNumbers(cell, 'register-number')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableContainer>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ImportField, ImportHeading } from '@pidsus/shared';
import { idImport } from '../../../i18n/id-import';

const t = idImport;
const FIELDS = Object.keys(t.fields) as ImportField[];
const IGNORE = '';

/** The file's headings, each with the field it fills (a select, `Abaikan` for none): decisions §8.7. */
export function MappingTable({
  headings,
  disabled,
  onChange,
}: {
  headings: readonly ImportHeading[];
  disabled: boolean;
  onChange: (heading: string, field: ImportField | null) => void;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.mappingTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.headingColumn}</TableCell>
            <TableCell>{t.fieldColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {headings.map(({ heading, field }) => (
            <TableRow key={heading}>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{heading}</TableCell>
              <TableCell sx={{ minWidth: { xs: 150, sm: 180 } }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  disabled={disabled}
                  value={field ?? IGNORE}
                  slotProps={{
                    select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': t.fieldOf(heading) } },
                  }}
                  onChange={(event) =>
                    onChange(heading, event.target.value === IGNORE ? null : (event.target.value as ImportField))
                  }
                >
                  <MenuItem value={IGNORE}>
                    <em>{t.ignore}</em>
                  </MenuItem>
                  {FIELDS.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t.fields[option]}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

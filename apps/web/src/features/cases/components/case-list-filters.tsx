import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { CASE_SORTS, CASE_STATUSES, UNFINISHED, type CaseSort, type CaseStatusFilter } from '@pidsus/shared/constants';
import { id } from '../../../i18n/id';
import { idCases } from '../../../i18n/id-cases';

const t = idCases;

/** The status chips, in order: every status, the cases not finished, then each status. */
const STATUS_CHIPS: readonly (CaseStatusFilter | undefined)[] = [undefined, UNFINISHED, ...CASE_STATUSES];

/** A status chip's words: every status, the cases not finished, or one status. */
export const statusLabel = (option: CaseStatusFilter | undefined) =>
  option === undefined ? t.allStatuses : option === UNFINISHED ? t.unfinished : id.caseStatus[option];

/**
 * A list's search (`searchLabel`, 'Cari kasus Penyidikan'), order ('Urutkan') and status chips; the list keeps all
 * three in its URL. Drawn again only when one of them changes, not with each render of the list (its answer, the
 * cards drawn after it): three MUI fields and five chips are much of a phone's work for a list.
 */
export const CaseListFilters = memo(function CaseListFilters({
  searchLabel,
  search,
  onSearch,
  sort,
  onSort,
  status,
  onStatus,
}: {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  sort: CaseSort;
  onSort: (sort: string) => void;
  status: CaseStatusFilter | undefined;
  onStatus: (status: CaseStatusFilter | undefined) => void;
}) {
  return (
    <>
      <TextField
        label={searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        size="small"
        sx={{ width: { xs: '100%', sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton aria-label={t.clearSearch} onClick={() => onSearch('')} edge="end" size="small">
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <TextField
        select
        label={t.sort}
        value={sort}
        onChange={(event) => onSort(event.target.value)}
        size="small"
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {CASE_SORTS.map((option) => (
          <MenuItem key={option} value={option}>
            {t.sorts[option]}
          </MenuItem>
        ))}
      </TextField>
      <Box role="group" aria-label={t.statusFilter} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {STATUS_CHIPS.map((option) => (
          <Chip
            key={option ?? 'all'}
            label={statusLabel(option)}
            color={option === status ? 'primary' : 'default'}
            variant={option === status ? 'filled' : 'outlined'}
            aria-pressed={option === status}
            onClick={() => onStatus(option)}
          />
        ))}
      </Box>
    </>
  );
});

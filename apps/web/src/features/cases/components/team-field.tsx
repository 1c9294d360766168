import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { CaseFields, CaseInput, TeamMember } from '@pidsus/shared';
import { Controller, type Control } from 'react-hook-form';
import { idCaseForm } from '../../../i18n/id-case-form';
import { useStaff } from '../api/get-staff';

const t = idCaseForm;

/**
 * "Tim Jaksa" (decisions §7.1): staff accounts picked by name, shown as chips. The staff list loads when the
 * dialog opens; the case's own team is known before that, so an edit shows its names at once.
 */
export function TeamField({
  control,
  known,
}: {
  control: Control<CaseInput, unknown, CaseFields>;
  known: TeamMember[];
}) {
  const staff = useStaff(true);
  const options = [...(staff.data ?? [])];
  for (const member of known) {
    if (!options.some((option) => option.id === member.id)) {
      options.push({ ...member, position: '' });
    }
  }
  return (
    <Controller
      control={control}
      name="team_ids"
      render={({ field, fieldState }) => {
        const ids = field.value ?? [];
        const value = ids
          .map((memberId) => options.find((option) => option.id === memberId))
          .filter((option) => !!option);
        return (
          <Autocomplete
            multiple
            options={options}
            value={value}
            loading={staff.isPending}
            loadingText={t.teamLoading}
            noOptionsText={staff.isError ? t.teamFailed : t.teamNoOptions}
            getOptionLabel={(option) => option.username}
            getOptionKey={(option) => option.id}
            isOptionEqualToValue={(option, selected) => option.id === selected.id}
            filterSelectedOptions
            onChange={(_event, selected) => field.onChange(selected.map((option) => option.id))}
            onBlur={field.onBlur}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <span>
                  {option.username}
                  {option.position && (
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875rem' }}>
                      {option.position}
                    </Box>
                  )}
                </span>
              </li>
            )}
            renderValue={(selected, getItemProps) =>
              selected.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={option.username} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t.team}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t.teamHelp}
              />
            )}
          />
        );
      }}
    />
  );
}

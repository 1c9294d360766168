import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CASE_STATUSES } from '@pidsus/shared/constants';
import type { CaseStatus } from '@pidsus/shared';
import { useState, type MouseEvent } from 'react';
import { StatusChip } from '../../../components/status-chip';
import { id } from '../../../i18n/id';
import { idCaseDetail } from '../../../i18n/id-case-detail';

/** The status chip at the top right of a case (requirements §2): opens a menu of the three values, any to any (§4). */
export function StatusMenu({
  status,
  disabled,
  onChange,
}: {
  status: CaseStatus;
  disabled?: boolean;
  onChange: (status: CaseStatus) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <StatusChip
        status={status}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        deleteIcon={<ArrowDropDown />}
        onDelete={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget.parentElement)}
        aria-label={idCaseDetail.statusMenu(id.caseStatus[status])}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ fontSize: '0.95rem', height: 36, px: 0.5, fontWeight: 600 }}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CASE_STATUSES.map((value) => (
          <MenuItem
            key={value}
            selected={value === status}
            onClick={() => {
              setAnchor(null);
              if (value !== status) {
                onChange(value);
              }
            }}
          >
            <ListItemIcon>{value === status && <Check fontSize="small" />}</ListItemIcon>
            {id.caseStatus[value]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

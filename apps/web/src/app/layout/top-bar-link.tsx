import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { barHintSx } from '../../components/bar-hint';

/**
 * A top-bar destination: its icon, and its name beside it from the `labelFrom` breakpoint on (never, without one).
 * Where only the icon shows, the name is its accessible name and its hint (`barHintSx`). The current screen's link says so
 * (`aria-current="page"`, NavLink's own) and is lit.
 */
export function TopBarLink({
  to,
  label,
  icon,
  labelFrom,
}: {
  to: string;
  label: string;
  icon: ReactElement;
  labelFrom?: 'md' | 'lg';
}) {
  const current = { '&[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.18)' } };
  const iconOnly = (
    <IconButton
      component={NavLink}
      to={to}
      end
      color="inherit"
      aria-label={label}
      data-hint={label}
      sx={[
        current,
        { borderRadius: 2, display: labelFrom ? { xs: 'inline-flex', [labelFrom]: 'none' } : undefined },
        barHintSx,
      ]}
    >
      {icon}
    </IconButton>
  );
  if (!labelFrom) {
    return iconOnly;
  }
  return (
    <>
      {iconOnly}
      <Button
        component={NavLink}
        to={to}
        end
        color="inherit"
        startIcon={icon}
        sx={{ ...current, whiteSpace: 'nowrap', flexShrink: 0, display: { xs: 'none', [labelFrom]: 'inline-flex' } }}
      >
        {label}
      </Button>
    </>
  );
}

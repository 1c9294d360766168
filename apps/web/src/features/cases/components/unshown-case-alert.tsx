import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { idCases } from '../../../i18n/id-cases';
import type { UnshownCase } from '../hooks/use-reveal-case';

const t = idCases;

/**
 * A case just saved that the list does not show (decisions §7.5): the search or status filter hides it —
 * 'Tampilkan' clears them and brings it into view — or it lies far down a long list — 'Buka kasus' opens it.
 */
export function UnshownCaseAlert({
  unshown,
  from,
  onShowAll,
  onClose,
}: {
  unshown: UnshownCase;
  from: string;
  onShowAll: () => void;
  onClose: () => void;
}) {
  const hidden = unshown.reason === 'hidden';
  return (
    <Alert
      severity="info"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <>
          {hidden ? (
            <Button color="inherit" size="small" onClick={onShowAll}>
              {t.showSaved}
            </Button>
          ) : (
            <Button color="inherit" size="small" component={RouterLink} to={paths.case(unshown.id)} state={{ from }}>
              {t.openSaved}
            </Button>
          )}
          <IconButton color="inherit" size="small" aria-label={t.closeSaved} onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        </>
      }
    >
      {hidden ? t.savedHidden(unshown.title) : t.savedFar(unshown.title)}
    </Alert>
  );
}

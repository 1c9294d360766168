import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { id } from '../i18n/id';

/** Shown while the first screen's code and guard load. */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={id.app.loading} />
    </Box>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import { id } from '../i18n/id';
import { MainLandmark } from './main-landmark';

/** Shown while the first screen's code and guard load: the page's `main` until the screen is there. */
export function PageLoader() {
  return (
    <MainLandmark sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={id.app.loading} />
    </MainLandmark>
  );
}

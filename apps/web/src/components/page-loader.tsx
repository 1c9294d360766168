import LinearProgress from '@mui/material/LinearProgress';
import { id } from '../i18n/id';
import { MainLandmark } from './main-landmark';

/**
 * Shown while the first screen's code and guard load: the page's `main` until the screen is there, with the loading
 * bar the frame shows between screens at the top of the window.
 */
export function PageLoader() {
  return (
    <MainLandmark sx={{ minHeight: '100dvh' }}>
      <LinearProgress aria-label={id.app.loading} sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />
    </MainLandmark>
  );
}

import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { MainLandmark } from '../components/main-landmark';
import { id } from '../i18n/id';

const t = id.errors;

/** A lazy chunk that no longer exists (after a deploy) or could not be fetched (network). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/**
 * The data router's error screen for crashes; its heading is the spec's 'Unexpected Application Error!'. In the frame's
 * `main` for a screen's failure, the page's `main` itself when the frame failed.
 */
export function ErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <MainLandmark sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1">
          {t.crashTitle}
        </Typography>
        <Typography color="text.secondary">{isChunkLoadError(error) ? t.chunkText : t.crashText}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t.reload}
          </Button>
          <Button variant="outlined" href={paths.home}>
            {t.home}
          </Button>
        </Stack>
      </Stack>
    </MainLandmark>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { idTrash } from '../i18n/id-trash';
import { errorMessage } from '../lib/api-client';

const t = idTrash;

/**
 * The states of a Sampah screen (decisions §7.3), the cases' and the files' alike: skeletons while loading, the
 * error with "Coba Lagi", "Sampah kosong" with a hint, else the items (`children`, one `li` each) in a list.
 */
export function TrashList<T>(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T[]; refetch: () => unknown };
  label: string;
  emptyHint: string;
  skeletonHeight: number;
  children: (items: T[]) => ReactNode;
}) {
  const { query } = props;
  return (
    <>
      {query.isPending && (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={props.skeletonHeight} />
          ))}
        </Stack>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {errorMessage(query.error, t.loadFailed)}
        </Alert>
      )}
      {query.data?.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography variant="h6" component="p">
            {t.empty}
          </Typography>
          <Typography color="text.secondary">{props.emptyHint}</Typography>
        </Box>
      )}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={props.label}>
          {props.children(query.data)}
        </Stack>
      )}
    </>
  );
}

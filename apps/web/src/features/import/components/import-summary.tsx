import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportResult } from '@pidsus/shared';
import { useState } from 'react';
import { idImport } from '../../../i18n/id-import';
import { downloadImportErrors } from '../api/download-errors';

const t = idImport;

/** What a real import did (decisions §8.7): its four counts, the errors to download, another file. */
export function ImportSummary({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  const figures = [
    [t.created, result.created],
    [t.updated, result.updated],
    [t.unchanged, result.unchanged],
    [t.errors, result.errors_total],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="import-done" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="import-done" sx={{ mb: 2 }}>
        {t.doneTitle}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        {figures.map(([label, count]) => (
          <Box key={label} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {count.toLocaleString('id-ID')}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.errors_total > result.errors.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t.errorsCapped(result.errors.length, result.errors_total)}
        </Typography>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {result.errors.length > 0 && (
          <Button
            variant="outlined"
            onClick={() => {
              setFailed(null);
              downloadImportErrors(result.errors).catch((error: unknown) =>
                setFailed(error instanceof Error ? error.message : t.downloadFailed),
              );
            }}
          >
            {t.downloadErrors}
          </Button>
        )}
        <Button variant="contained" onClick={onAgain}>
          {t.again}
        </Button>
      </Box>
    </Paper>
  );
}

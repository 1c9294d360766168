import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImportField, ImportMapping, ImportResult } from '@pidsus/shared';
import { useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { idImport } from '../../i18n/id-import';
import { errorMessage } from '../../lib/api-client';
import { useImportCases } from './api/import-cases';
import { ImportSummary } from './components/import-summary';
import { MappingTable } from './components/mapping-table';
import { PreviewTable } from './components/preview-table';

const t = idImport;

/**
 * /admin/import (decisions §8.7), admins only: a file chosen is checked at once (a dry run) and shown as the mapping
 * of its headings and a preview of its first rows with their errors; a changed mapping is checked again; `Impor`
 * writes the valid rows and shows what it did.
 */
export function Component() {
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | undefined>();
  const [done, setDone] = useState<ImportResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const check = useImportCases();
  const run = useImportCases();
  const checked = check.data;

  const checkFile = (chosen: File, withMapping?: ImportMapping) => {
    setDone(null);
    run.reset();
    check.mutate({ file: chosen, mapping: withMapping, dryRun: true });
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) {
      return;
    }
    setFile(chosen);
    setMapping(undefined);
    checkFile(chosen);
  };

  const remap = (heading: string, field: ImportField | null) => {
    if (!file || !checked) {
      return;
    }
    const next = Object.fromEntries(
      checked.headings.map((one) => [one.heading, one.heading === heading ? field : one.field]),
    );
    setMapping(next);
    checkFile(file, next);
  };

  const startOver = () => {
    setFile(null);
    setMapping(undefined);
    setDone(null);
    check.reset();
    run.reset();
    if (input.current) {
      input.current.value = '';
      input.current.click();
    }
  };

  const busy = check.isPending || run.isPending;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Paper variant="outlined" component="section" aria-labelledby="import-file" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" id="import-file" sx={{ mb: 1 }}>
          {t.fileSection}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.chooseHelp} {t.sampleHint}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {/* A real button that opens the hidden file input (a <label> with the button role is not allowed). */}
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {t.chooseFile}
          </Button>
          <input
            ref={input}
            hidden
            type="file"
            aria-label={t.chooseFile}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Typography sx={{ wordBreak: 'break-all' }} color={file ? 'text.primary' : 'text.secondary'}>
            {file ? t.chosen(file.name) : t.empty}
          </Typography>
        </Box>
        {check.isPending && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress aria-label={t.checking} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t.checking}
            </Typography>
          </Box>
        )}
        {check.isError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              file && (
                <Button color="inherit" size="small" onClick={() => checkFile(file, mapping)}>
                  {t.retry}
                </Button>
              )
            }
          >
            {errorMessage(check.error, t.failed)}
          </Alert>
        )}
      </Paper>

      {done && <ImportSummary result={done} onAgain={startOver} />}

      {checked && !done && (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="import-mapping"
            sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
          >
            <Typography variant="h6" component="h2" id="import-mapping" sx={{ mb: 1 }}>
              {t.mappingTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t.mappingHelp}
            </Typography>
            <MappingTable headings={checked.headings} disabled={busy} onChange={remap} />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="import-preview"
            sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
          >
            <Typography variant="h6" component="h2" id="import-preview" sx={{ mb: 1 }}>
              {t.previewTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t.previewHelp(checked.preview.length, checked.rows)}
            </Typography>
            <PreviewTable headings={checked.headings} rows={checked.preview} />
          </Paper>
          <Paper variant="outlined" component="section" aria-label={t.importButton} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography role="status" sx={{ mb: 2 }}>
              {t.checkSummary(checked.rows, checked.created, checked.updated, checked.unchanged, checked.errors_total)}
            </Typography>
            {run.isPending && (
              <Box sx={{ mb: 2 }} role="status">
                <LinearProgress aria-label={t.importing} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t.importing}
                </Typography>
              </Box>
            )}
            {run.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(run.error, t.failed)}
              </Alert>
            )}
            <Button
              variant="contained"
              disabled={busy || !file || checked.created + checked.updated + checked.unchanged === 0}
              onClick={() =>
                file && run.mutate({ file, mapping, dryRun: false }, { onSuccess: (result) => setDone(result) })
              }
            >
              {t.importButton}
            </Button>
          </Paper>
        </>
      )}
    </Container>
  );
}

import Description from '@mui/icons-material/Description';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState, type ReactNode } from 'react';
import type { ExportFormat } from '@pidsus/shared';
import { idExports } from '../i18n/id-exports';
import { downloadExport } from '../lib/content/download-export';

const t = idExports;

/**
 * "Ekspor Excel" and "Ekspor PDF" (decisions §7.4): each fetches the export of what the screen shows and saves it
 * under the server's dated name, "Menyiapkan…" meanwhile. Hidden on paper.
 */
export function ExportButtons({
  path,
  params,
  onDone,
}: {
  /** The export's API path, e.g. `/cases/export`. */
  path: string;
  /** The screen's filters, as its list call sends them (without paging). */
  params: Record<string, string | number | undefined>;
  /** Told the outcome: the saved file's name, or the Indonesian message of a failure. */
  onDone: (message: string, severity: 'success' | 'error') => void;
}) {
  const [preparing, setPreparing] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setPreparing(format);
    try {
      const name = await downloadExport(path, { ...params, format });
      onDone(t.done(name), 'success');
    } catch (error) {
      onDone(error instanceof Error ? error.message : t.failed, 'error');
    } finally {
      setPreparing(null);
    }
  };
  const button = (format: ExportFormat, label: string, icon: ReactNode) => (
    <Button
      variant="outlined"
      startIcon={preparing === format ? <CircularProgress size={18} color="inherit" /> : icon}
      disabled={preparing !== null}
      aria-busy={preparing === format}
      onClick={() => void run(format)}
    >
      {preparing === format ? t.preparing : label}
    </Button>
  );
  return (
    <Box role="group" aria-label={t.group} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
      {button('xlsx', t.excel, <Description />)}
      {button('pdf', t.pdf, <PictureAsPdf />)}
    </Box>
  );
}

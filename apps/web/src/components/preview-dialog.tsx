import Close from '@mui/icons-material/Close';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { idFiles } from '../i18n/id-files';

const t = idFiles;

export interface PreviewState {
  name: string;
  kind: 'image' | 'pdf';
  /** null while the fresh link is being fetched. */
  url: string | null;
  failed: boolean;
}

/**
 * Shared by the file manager and the case documents (decisions §7.2).
 *
 * Images and PDFs inside the app (requirements §2, decisions §6), titled with the file's full name: the image in an <img>, the PDF in the
 * browser's own viewer in a same-origin frame — no outside document service ever sees the file.
 */
export function PreviewDialog(props: { preview: PreviewState | null; onDownload: () => void; onClose: () => void }) {
  const { preview } = props;
  const titleId = useId();
  // The title bar has its own id: the dialog is named by the file's name alone, not with 'Unduh'.
  const headerId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const failed = preview?.failed || (preview?.kind === 'image' && imageFailed);
  return (
    <Dialog
      open={preview !== null}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      slotProps={{ transition: { onExited: () => setImageFailed(false) } }}
    >
      <DialogTitle id={headerId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        {/* The full name, wrapped rather than cut: the grid shows it shortened (decisions §7.5). */}
        <Box component="span" id={titleId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {preview?.name}
        </Box>
        <Button startIcon={<FileDownloadOutlined />} onClick={props.onDownload}>
          {t.download}
        </Button>
        <IconButton aria-label={t.close} onClick={props.onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, bgcolor: '#f4f5f7', display: 'grid', placeItems: 'center', minHeight: 300 }}>
        {failed && (
          <Alert severity="error" sx={{ m: 3 }}>
            {preview?.kind === 'pdf' ? t.pdfFailed : t.imageFailed}
          </Alert>
        )}
        {!failed && preview?.url === null && <CircularProgress aria-label={t.loadingPreview} sx={{ my: 6 }} />}
        {!failed && preview?.url && preview.kind === 'image' && (
          <Box
            component="img"
            src={preview.url}
            alt={preview.name}
            onError={() => setImageFailed(true)}
            sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block', p: 2 }}
          />
        )}
        {!failed && preview?.url && preview.kind === 'pdf' && (
          <Box
            component="iframe"
            src={preview.url}
            title={t.preview(preview.name)}
            sx={{ width: '100%', height: '78vh', border: 0, display: 'block' }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CaseDocument } from '@pidsus/shared';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { formatDateTime } from '../../../lib/time/dates';
import { formatSize, previewKind } from '../../../lib/content/file-names';
import type { DocumentUpload } from '../hooks/use-document-uploads';

const t = idCaseDocuments;

function DocumentIcon({ name }: { name: string }) {
  const kind = previewKind(name);
  if (kind === 'pdf') {
    return <PictureAsPdfOutlined sx={{ color: '#c62828' }} />;
  }
  if (kind === 'image') {
    return <ImageOutlined sx={{ color: '#7b1fa2' }} />;
  }
  return <InsertDriveFileOutlined sx={{ color: '#607d8b' }} />;
}

const rowSx = {
  display: 'grid',
  gridTemplateColumns: '28px minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** One document: its name (opens the preview, or downloads what cannot be previewed), who and when, actions. */
export function CaseDocumentItem({
  item,
  canDelete,
  onOpen,
  onDownload,
  onDelete,
}: {
  item: CaseDocument;
  canDelete: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const who = item.uploaded_by.username || t.unknownUploader;
  return (
    <Box component="li" sx={rowSx}>
      <DocumentIcon name={item.name} />
      <Box sx={{ minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          aria-label={t.open(item.name)}
          underline="hover"
          sx={{ textAlign: 'left', overflowWrap: 'anywhere', fontWeight: 500 }}
        >
          {item.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.meta(formatSize(item.size), who, formatDateTime(new Date(item.created_at)))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={t.download(item.name)}>
          <IconButton aria-label={t.download(item.name)} onClick={onDownload}>
            <FileDownloadOutlined />
          </IconButton>
        </Tooltip>
        {canDelete && (
          <Tooltip title={t.delete(item.name)}>
            <IconButton aria-label={t.delete(item.name)} onClick={onDelete} color="error">
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}

/** A file on its way: its progress, or the reason it was refused (with a button to put the message away). */
export function DocumentUploadItem({ upload, onDismiss }: { upload: DocumentUpload; onDismiss: () => void }) {
  if (upload.state === 'failed') {
    return (
      <Box component="li" sx={{ mb: 1 }}>
        <Alert
          severity="error"
          action={
            <IconButton aria-label={t.dismiss(upload.name)} color="inherit" size="small" onClick={onDismiss}>
              <Close fontSize="small" />
            </IconButton>
          }
          sx={{ overflowWrap: 'anywhere' }}
        >
          <strong>{upload.name}</strong>: {upload.error}
        </Alert>
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ mb: 1.5 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {upload.name} — {upload.state === 'waiting' ? t.waiting : t.uploadingPercent(upload.percent)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={upload.percent}
        aria-label={t.progressLabel(upload.name)}
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}

import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import type { TeamMember } from '@pidsus/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PreviewDialog } from '../../../components/preview-dialog';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { errorMessage } from '../../../lib/api-client';
import { useOpenContent } from '../../../lib/content/use-open-content';
import { readSession } from '../../../lib/session/session';
import { useCaseDocuments, useFreshDocumentLink } from '../api/case-documents';
import { useDocumentDeletion } from '../hooks/use-document-deletion';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { CaseDocumentItem, DocumentUploadItem } from './case-document-item';
import { CaseDocumentTrash } from './case-document-trash';
import { OwnFilePicker } from './own-file-picker';

const t = idCaseDocuments;

/** True when a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * "Berkas Perkara" on the case detail (decisions §7.2, §9): the case's documents, newest first, with preview and
 * download for everyone; staff add them (drop zone, "Unggah Berkas" for several files with their progress,
 * "Tambah dari Berkas Saya"); the case's team and admins move them to the case's trash after a confirmation, with
 * "Urungkan" in the notice, and restore them from "Sampah berkas" below the list; admins purge from there.
 */
export function CaseDocuments({
  caseId,
  team,
  disabled = false,
  onNotice,
  closeNotice = () => undefined,
}: {
  caseId: number;
  /** The case's team: its members (and admins) delete and restore documents. */
  team: TeamMember[];
  /** The case was deleted meanwhile: nothing more is added or removed. */
  disabled?: boolean;
  onNotice: (message: string, severity: 'success' | 'error') => void;
  /** Hides the page's own notice when the delete's notice with "Urungkan" takes its place. */
  closeNotice?: () => void;
}) {
  const documents = useCaseDocuments(caseId);
  const isStaff = readSession()?.role === 'user';
  const canWrite = isStaff && !disabled;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const deletion = useDocumentDeletion(caseId, team, closeNotice);
  const canDelete = deletion.mayDelete && !disabled;
  const onUploaded = useCallback((count: number) => onNotice(t.uploaded(count), 'success'), [onNotice]);
  const uploads = useDocumentUploads(caseId, onUploaded);
  const freshLink = useFreshDocumentLink(caseId);
  const opener = useOpenContent(freshLink, t, onNotice);

  const choose = (files: FileList | null) => {
    if (files && files.length > 0) {
      void uploads.add(Array.from(files));
    }
  };
  const dropProps = canWrite
    ? {
        onDragEnter: (event: DragEvent) => {
          if (carriesFiles(event)) {
            event.preventDefault();
            setDragging(true);
          }
        },
        onDragOver: (event: DragEvent) => {
          if (carriesFiles(event)) {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
          }
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDragging(false);
          }
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer.files);
        },
      }
    : {};

  const list = documents.data;
  return (
    <Card component="section" aria-labelledby="case-documents-title" {...dropProps} sx={{ position: 'relative' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography id="case-documents-title" variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {t.title}
          </Typography>
          {canWrite && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()}>
                {t.upload}
              </Button>
              <Button variant="outlined" startIcon={<FolderOpenOutlined />} onClick={() => setPicking(true)}>
                {t.fromMyFiles}
              </Button>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                data-testid="case-documents-input"
                onChange={(event) => {
                  choose(event.target.files);
                  event.target.value = '';
                }}
              />
            </Stack>
          )}
        </Box>

        {canWrite && (
          <Box
            role="group"
            aria-label={t.dropZoneLabel}
            sx={{
              border: '2px dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : 'transparent',
              borderRadius: 1,
              p: 2,
              mb: 2,
              textAlign: 'center',
            }}
          >
            <Typography variant="body2" color={dragging ? 'primary.main' : 'text.secondary'}>
              {dragging ? t.dropHere : t.dropHint}
            </Typography>
          </Box>
        )}

        {uploads.uploads.length > 0 && (
          <Box component="ul" aria-label={t.uploadingLabel} sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
            {uploads.uploads.map((upload) => (
              <DocumentUploadItem key={upload.key} upload={upload} onDismiss={() => uploads.dismiss(upload.key)} />
            ))}
          </Box>
        )}

        {documents.isPending && (
          <Stack spacing={1.5} aria-busy="true">
            <Skeleton height={44} />
            <Skeleton height={44} width="80%" />
          </Stack>
        )}
        {documents.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void documents.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(documents.error, t.loadFailed)}
          </Alert>
        )}
        {list?.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
        {list && list.length > 0 && (
          <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((item) => (
              <CaseDocumentItem
                key={item.id}
                item={item}
                canDelete={canDelete}
                onOpen={() => void opener.open(item)}
                onDownload={() => void opener.download(item)}
                onDelete={() => deletion.ask(item)}
              />
            ))}
          </Box>
        )}
        <CaseDocumentTrash
          caseId={caseId}
          canRestore={canDelete}
          canPurge={deletion.isAdmin && !disabled}
          onNotice={onNotice}
        />
      </CardContent>

      <PreviewDialog
        preview={opener.preview}
        onDownload={() => opener.preview && void opener.download(opener.preview)}
        onClose={opener.closePreview}
      />
      <ConfirmDialog
        open={deletion.toDelete !== null}
        title={t.deleteTitle}
        text={t.deleteText(deletion.toDelete?.name ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.deleteCancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
      {isStaff && (
        <OwnFilePicker
          open={picking}
          caseId={caseId}
          onClose={() => setPicking(false)}
          onAdded={(name) => {
            setPicking(false);
            onNotice(t.picker.added(name), 'success');
          }}
        />
      )}
    </Card>
  );
}

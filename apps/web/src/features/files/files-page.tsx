import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS, type FileItem, type Folder } from '@pidsus/shared';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { errorMessage } from '../../lib/api-client';
import { formatSize } from '../../lib/file-names';
import { useCreateFolder } from './api/create-folder';
import { useDeleteItem } from './api/delete-item';
import { useFiles } from './api/get-files';
import { useUpdateItem, type ItemChanges } from './api/update-item';
import { UploadRejectedError, useUploadFiles, type UploadProgress } from './api/upload-files';
import { ConfirmDeleteDialog } from './components/confirm-delete-dialog';
import { FolderBreadcrumbs } from './components/folder-breadcrumbs';
import { ItemCard, type ItemAction } from './components/item-card';
import { MoveDialog } from './components/move-dialog';
import { NameDialog } from './components/name-dialog';
import { PreviewDialog } from './components/preview-dialog';
import { useOpenFile } from './hooks/use-open-file';

const t = id.files;
type Item = (FileItem | Folder) & { type: 'file' | 'folder' };
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });

/** The `path` search parameter as a folder path: '/' unless it names one. */
const folderPath = (value: string | null) => (value && value.startsWith('/') ? value : '/');

/** /files (spec §2 Files): the user's private tree, with upload, preview, download, rename, move and delete. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const path = folderPath(params.get('path'));
  const listing = useFiles(path);
  const { notice, show, close } = useNotice();
  const [query, setQuery] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const [newFolderOpen, setNewFolderOpen] = useState(false);
  const [renaming, setRenaming] = useState<Item | null>(null);
  const [moving, setMoving] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFiles(setProgress);
  const createFolder = useCreateFolder();
  const updateItem = useUpdateItem();
  const deleteItem = useDeleteItem();
  const files = useOpenFile(show);

  const navigate = (next: string) => {
    setQuery('');
    setParams(next === '/' ? {} : { path: next });
  };

  const startUpload = (list: File[]) => {
    if (list.length === 0 || upload.isPending) {
      return;
    }
    upload.mutate(
      { files: list, path },
      {
        onSuccess: (uploaded) =>
          show(uploaded.length === 1 ? t.uploadSuccess : t.uploadManySuccess(uploaded.length), 'success'),
        onError: (error) =>
          show(
            error instanceof UploadRejectedError
              ? error.serverError || t.uploadRejected
              : errorMessage(error, t.uploadFailed),
            'error',
          ),
        onSettled: () => setProgress(null),
      },
    );
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(event.target.files ?? []);
    event.target.value = '';
    startUpload(list);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    startUpload(Array.from(event.dataTransfer.files));
  };

  const change = (item: Item, changes: ItemChanges, success: string, failure: string, done: () => void) =>
    updateItem.mutate(
      { item, changes },
      {
        onSuccess: () => {
          done();
          show(success, 'success');
        },
        onError: (error) => show(errorMessage(error, failure), 'error'),
      },
    );

  const onAction = (item: Item, action: ItemAction) => {
    if (action === 'open') {
      if (item.type === 'folder') {
        navigate((item as Folder).path);
      } else {
        void files.open(item);
      }
    } else if (action === 'download') {
      void files.download(item);
    } else if (action === 'rename') {
      setRenaming(item);
    } else if (action === 'move') {
      setMoving(item);
    } else {
      setDeleting(item);
    }
  };

  const needle = query.trim().toLocaleLowerCase('id');
  const matches = (item: { name: string }) => item.name.toLocaleLowerCase('id').includes(needle);
  const items: Item[] = [
    ...(listing.data?.folders ?? []).filter(matches),
    ...(listing.data?.files ?? []).filter(matches),
  ];
  const isEmpty = listing.isSuccess && items.length === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={() => setNewFolderOpen(true)}>
              {t.newFolder}
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlined />}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {t.upload}
            </Button>
            <input ref={input} type="file" multiple hidden onChange={onPick} data-testid="files-upload-input" />
          </Box>
        }
      />

      <Card
        sx={{
          p: { xs: 2, md: 3 },
          position: 'relative',
          outline: dragging ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDragging(false);
          }
        }}
        onDrop={onDrop}
        data-testid="files-drop-zone"
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 3,
          }}
        >
          <FolderBreadcrumbs path={path} onNavigate={navigate} />
          <TextField
            size="small"
            label={t.search}
            placeholder={t.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>

        {progress && (
          <Box sx={{ mb: 3 }} role="status">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 2 }}>
              <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {t.uploading(progress.name, progress.percent)}
              </Typography>
              {progress.total > 1 && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t.uploadingMany(progress.index, progress.total)}
                </Typography>
              )}
            </Box>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={t.uploading(progress.name, progress.percent)}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        )}

        {listing.isError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              path !== '/' && (
                <Button color="inherit" size="small" onClick={() => navigate('/')}>
                  {t.backToRoot}
                </Button>
              )
            }
          >
            {errorMessage(listing.error, t.loadFailed)}
          </Alert>
        )}

        {dragging && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              bgcolor: 'rgba(31, 77, 58, 0.08)',
              display: 'grid',
              placeItems: 'center',
              zIndex: 1,
              pointerEvents: 'none',
              borderRadius: 1,
            }}
          >
            <Typography variant="h6" color="primary">
              {t.dropHere}
            </Typography>
          </Box>
        )}

        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', minHeight: 220 }}
          aria-busy={listing.isPending}
        >
          {listing.isPending &&
            Array.from({ length: 6 }, (_, index) => <Skeleton key={index} variant="rounded" height={150} />)}
          {items.map((item) => (
            <ItemCard
              key={`${item.type}-${item.id}`}
              type={item.type}
              name={item.name}
              detail={
                item.type === 'folder'
                  ? t.folderKind
                  : t.size(
                      formatSize((item as FileItem).size),
                      dateFormat.format(new Date((item as FileItem).created_at)),
                    )
              }
              onAction={(action) => onAction(item, action)}
            />
          ))}
          {isEmpty && (
            <Box sx={{ gridColumn: '1 / -1', textAlign: 'center', py: 6, color: 'text.secondary' }}>
              <FolderOpenOutlined sx={{ fontSize: 56, mb: 1, color: 'text.disabled' }} />
              <Typography variant="h6" component="p">
                {needle ? t.noMatch(query.trim()) : t.empty}
              </Typography>
              {!needle && <Typography variant="body2">{t.emptyHint}</Typography>}
            </Box>
          )}
        </Box>
      </Card>

      <NameDialog
        open={newFolderOpen}
        title={t.newFolder}
        label={t.folderName}
        submitLabel={t.create}
        pending={createFolder.isPending}
        onClose={() => setNewFolderOpen(false)}
        onSubmit={(name) =>
          createFolder.mutate(
            { name, path },
            {
              onSuccess: () => {
                setNewFolderOpen(false);
                show(t.createSuccess, 'success');
              },
              onError: (error) => show(errorMessage(error, t.createFailed), 'error'),
            },
          )
        }
      />
      <NameDialog
        open={renaming !== null}
        title={renaming ? t.renameTitle(renaming.name) : ''}
        label={t.newName}
        submitLabel={t.save}
        initialName={renaming?.name}
        pending={updateItem.isPending}
        onClose={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming && change(renaming, { name }, t.renameSuccess, t.renameFailed, () => setRenaming(null))
        }
      />
      <MoveDialog
        item={moving && { ...moving, path: moving.type === 'folder' ? (moving as Folder).path : undefined }}
        currentPath={path}
        pending={updateItem.isPending}
        onClose={() => setMoving(null)}
        onMove={(target) => moving && change(moving, { target }, t.moveSuccess, t.moveFailed, () => setMoving(null))}
      />
      <ConfirmDeleteDialog
        item={deleting}
        pending={deleteItem.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteItem.mutate(deleting, {
            onSuccess: () => {
              show(deleting.type === 'folder' ? t.deleteFolderSuccess : t.deleteFileSuccess, 'success');
              setDeleting(null);
            },
            onError: (error) => {
              show(errorMessage(error, t.deleteFailed), 'error');
              setDeleting(null);
            },
          })
        }
      />
      <PreviewDialog
        preview={files.preview}
        onClose={files.closePreview}
        onDownload={() => files.preview && void files.download(files.preview)}
      />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.files} onClose={close} />
    </Container>
  );
}

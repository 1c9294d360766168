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
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import type { FileItem, Folder } from '@pidsus/shared';
import { useRef } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazy-dialog';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Link as RouterLink } from 'react-router';
import { idFiles } from '../../i18n/id-files';
import { idTrash } from '../../i18n/id-trash';
import { formatMediumDate } from '../../lib/time/dates';
import { errorMessage } from '../../lib/api-client';
import { formatSize } from '../../lib/content/file-names';
import { FolderBreadcrumbs } from './components/folder-breadcrumbs';
import { ItemCard } from './components/item-card';
import { MoveDialog } from './components/move-dialog';
import { PreviewDialog } from '../../components/preview-dialog';
import { useFilesPage } from './hooks/use-files-page';

const t = idFiles;

// The name form (with the shared schemas and their validation library) comes once the folder is shown and the page is
// idle, not with the page (docs/performance.md, "Code a screen does not draw").
const NameDialog = lazyDialog(() => import('./components/name-dialog').then((module) => module.NameDialog));

/** /files (requirements §2 Files): the user's private tree, with upload, preview, download, rename, move and delete. */
export function Component() {
  const page = useFilesPage();
  // The hidden file input stays here: a ref is the page's own, not the hook's.
  const input = useRef<HTMLInputElement>(null);
  const { path, listing, items, progress, files, navigate, renaming, moving } = page;
  const deleting = page.deleting.item;
  usePreloadWhenIdle(NameDialog.preload, listing.isSuccess);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.fileTrash} variant="text" startIcon={<DeleteOutline />}>
              {idTrash.openTrash}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderOutlined />}
              onClick={() => page.newFolder.setOpen(true)}
            >
              {t.newFolder}
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlined />}
              disabled={page.uploading}
              onClick={() => input.current?.click()}
            >
              {t.upload}
            </Button>
            <input ref={input} type="file" multiple hidden onChange={page.onPick} data-testid="files-upload-input" />
          </Box>
        }
      />

      <Card
        sx={{
          p: { xs: 2, md: 3 },
          position: 'relative',
          outline: page.dragging ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
        }}
        {...page.dropZone}
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
            value={page.query}
            onChange={(event) => page.setQuery(event.target.value)}
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

        {page.dragging && (
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
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            // Rows as tall as their cards: one row alone is not stretched over the drop area's height.
            alignContent: 'start',
            minHeight: 220,
          }}
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
                      formatMediumDate(new Date((item as FileItem).created_at)),
                    )
              }
              onAction={(action) => page.onAction(item, action)}
            />
          ))}
          {page.isEmpty && (
            <Box sx={{ gridColumn: '1 / -1', textAlign: 'center', py: 6, color: 'text.secondary' }}>
              <FolderOpenOutlined sx={{ fontSize: 56, mb: 1, color: 'text.disabled' }} />
              <Typography variant="h6" component="p">
                {page.searching ? t.noMatch(page.query.trim()) : t.empty}
              </Typography>
              {!page.searching && <Typography variant="body2">{t.emptyHint}</Typography>}
            </Box>
          )}
        </Box>
      </Card>

      <NameDialog
        open={page.newFolder.open}
        title={t.newFolder}
        label={t.folderName}
        submitLabel={t.create}
        pending={page.newFolder.pending}
        onClose={() => page.newFolder.setOpen(false)}
        onSubmit={page.newFolder.onCreateFolder}
      />
      <NameDialog
        open={renaming.item !== null}
        title={renaming.item ? t.renameTitle(renaming.item.name) : ''}
        label={t.newName}
        submitLabel={t.save}
        initialName={renaming.item?.name}
        pending={page.updatePending}
        onClose={renaming.close}
        onSubmit={renaming.onRename}
      />
      <MoveDialog
        item={
          moving.item && {
            ...moving.item,
            path: moving.item.type === 'folder' ? (moving.item as Folder).path : undefined,
          }
        }
        currentPath={path}
        pending={page.updatePending}
        onClose={moving.close}
        onMove={moving.onMove}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={deleting ? (deleting.type === 'folder' ? t.deleteFolderText : t.deleteFileText)(deleting.name) : ''}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={page.deleting.onDelete}
        onClose={page.deleting.close}
      />
      <PreviewDialog
        preview={files.preview}
        onClose={files.closePreview}
        onDownload={() => files.preview && void files.download(files.preview)}
      />
      <Notice notice={page.notice.notice} duration={NOTICE_DURATION_MS.files} onClose={page.notice.close} />
    </Container>
  );
}

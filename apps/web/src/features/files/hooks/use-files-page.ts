import { useQuery } from '@tanstack/react-query';
import type { FileItem, Folder } from '@pidsus/shared';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useNotice } from '../../../components/notice';
import { useUndoNotice } from '../../../components/undo-notice';
import { idFiles } from '../../../i18n/id-files';
import { idTrash } from '../../../i18n/id-trash';
import { errorMessage } from '../../../lib/api-client';
import { useOpenContent } from '../../../lib/content/use-open-content';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteItem } from '../api/delete-item';
import { useRestoreItem } from '../api/file-trash';
import { freshFileLink } from '../api/get-file-link';
import { filesQueryOptions, folderPath } from '../api/get-files';
import { useUpdateItem, type ItemChanges } from '../api/update-item';
import { useUploadFiles, type UploadProgress } from '../api/upload-files';
import type { ItemAction } from '../components/item-card';
import { uploadReport } from './upload-report';

const t = idFiles;
export type Item = (FileItem | Folder) & { type: 'file' | 'folder' };

/**
 * The state and actions of /files: the folder shown (from `?path=`), the search, uploads from the
 * picker or by drag and drop with their progress, the dialogs, and the notice that reports each result.
 */
export function useFilesPage() {
  const [params, setParams] = useSearchParams();
  const path = folderPath(params.get('path'));
  const listing = useQuery(filesQueryOptions(path));
  const { notice, show, close } = useNotice();
  const [query, setQuery] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const [newFolderOpen, setNewFolderOpen] = useState(false);
  const [renaming, setRenaming] = useState<Item | null>(null);
  const [moving, setMoving] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const upload = useUploadFiles(setProgress);
  const createFolder = useCreateFolder();
  const updateItem = useUpdateItem();
  const deleteItem = useDeleteItem();
  const restoreItem = useRestoreItem();
  const offerUndo = useUndoNotice();
  const files = useOpenContent(freshFileLink, t, show);

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
        onSuccess: (outcome) => {
          const report = uploadReport(outcome);
          show(report.message, report.severity);
        },
        // Each file's failure is in the outcome; this is only for what no file could cause.
        onError: (error) => show(errorMessage(error, t.uploadFailed), 'error'),
        onSettled: () => setProgress(null),
      },
    );
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(event.target.files ?? []);
    event.target.value = '';
    startUpload(list);
  };
  const dropZone = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setDragging(false);
      }
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      startUpload(Array.from(event.dataTransfer.files));
    },
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

  const onCreateFolder = (name: string) =>
    createFolder.mutate(
      { name, path },
      {
        onSuccess: () => {
          setNewFolderOpen(false);
          show(t.createSuccess, 'success');
        },
        onError: (error) => show(errorMessage(error, t.createFailed), 'error'),
      },
    );
  const onRename = (name: string) =>
    renaming && change(renaming, { name }, t.renameSuccess, t.renameFailed, () => setRenaming(null));
  const onMove = (target: ItemChanges['target']) =>
    moving && change(moving, { target }, t.moveSuccess, t.moveFailed, () => setMoving(null));
  // A failure is shown by the confirmation dialog, which stays open (components/confirm-dialog.tsx).
  const onDelete = async () => {
    if (deleting) {
      const deleted = deleting;
      await deleteItem.mutateAsync(deleted);
      // To the trash (decisions §7.3): the frame's notice offers "Urungkan" for its 6 seconds, in place of this
      // screen's own (one notice at a time).
      close();
      offerUndo({
        message: deleted.type === 'folder' ? t.deleteFolderSuccess : t.deleteFileSuccess,
        undoLabel: idTrash.undo,
        undo: () => restoreItem.mutateAsync({ kind: deleted.type === 'folder' ? 'folders' : 'files', id: deleted.id }),
        undoneMessage: deleted.type === 'folder' ? idTrash.folderRestored : idTrash.fileRestored,
        undoFailedMessage: idTrash.itemRestoreFailed,
      });
      setDeleting(null);
    }
  };

  const needle = query.trim().toLocaleLowerCase('id');
  const matches = (item: { name: string }) => item.name.toLocaleLowerCase('id').includes(needle);
  const items: Item[] = [
    ...(listing.data?.folders ?? []).filter(matches),
    ...(listing.data?.files ?? []).filter(matches),
  ];

  return {
    path,
    listing,
    items,
    isEmpty: listing.isSuccess && items.length === 0,
    searching: needle !== '',
    query,
    setQuery,
    navigate,
    uploading: upload.isPending,
    progress,
    onPick,
    dragging,
    dropZone,
    onAction,
    files,
    notice: { notice, close },
    newFolder: { open: newFolderOpen, setOpen: setNewFolderOpen, pending: createFolder.isPending, onCreateFolder },
    renaming: { item: renaming, close: () => setRenaming(null), onRename },
    moving: { item: moving, close: () => setMoving(null), onMove },
    deleting: { item: deleting, close: () => setDeleting(null), onDelete },
    updatePending: updateItem.isPending,
  };
}

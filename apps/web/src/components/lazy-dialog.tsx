import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { id } from '../i18n/id';

/** The wait for a dialog's code: Escape or a click on it gives up the opening, as they would close the dialog. */
function LoadingBackdrop({ onCancel }: { onCancel?: () => void }) {
  useEffect(() => {
    if (!onCancel) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onCancel();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <Backdrop
      open
      aria-busy="true"
      aria-label={id.app.loading}
      onClick={onCancel}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <CircularProgress color="inherit" />
    </Backdrop>
  );
}

/**
 * A dialog whose code (its form, validation and fields: react-hook-form, zod, the inputs) loads the first time it
 * opens, not with the page: most visits to a list or a case never open it, and on the office's phones that code is
 * what the page would otherwise parse and run before it answers. Until it has come, a backdrop with a spinner
 * (Escape or a click there calls `onClose`, nothing having been typed yet); once opened it stays mounted, so that
 * it closes with its transition.
 */
export function lazyDialog<P extends { open: boolean; onClose?: () => void }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) {
      setWanted(true);
    }
    if (!wanted) {
      return null;
    }
    return (
      <Suspense fallback={props.open ? <LoadingBackdrop onCancel={props.onClose} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

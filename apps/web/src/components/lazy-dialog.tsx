import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { id } from '../i18n/id';

/** A page that never comes to rest still loads its dialog after this long. */
const PRELOAD_AT_THE_LATEST_MS = 5_000;
/** Where the browser has no idle callback (Safari): after the page has had this long to settle. */
const PRELOAD_WITHOUT_IDLE_MS = 1_500;

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
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One download for the early load (`preload`) and the opening; one that failed is tried again by the next.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));
  /**
   * The dialog once wanted. Code already here renders at once: through `lazy` it would suspend for a moment all
   * the same, and React holds back what a fallback gave way to for 300 ms. Chosen once, so that the dialog is
   * never mounted anew (and what was typed lost) when its code arrives.
   */
  function Opened(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) {
      return <Ready {...props} />;
    }
    return (
      <Suspense fallback={props.open ? <LoadingBackdrop onCancel={props.onClose} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) {
      setWanted(true);
    }
    if (!wanted) {
      return null;
    }
    return <Opened {...props} />;
  }
  return Object.assign(LazyDialog, { preload });
}

/** What `usePreloadWhenIdle` loads: one load, or several, one after another. */
type Preload = () => Promise<unknown>;

/**
 * Loads a dialog's code (`lazyDialog(…).preload`) once the page is idle, when `ready` (its data shown): the
 * dialog a screen is for, such as a list's "Tambah Kasus Baru", then opens at once, while the page's first paint
 * and answer never wait for it. A failed download is left to the opening, which tries again.
 *
 * Given several loads (`steps`), each starts in an idle period of its own once the one before it has come: a file's
 * code runs as one task when it arrives, and a dialog's files run at once were one task of ~150-170 ms on a phone's
 * CPU (the forms' kit, the record's schemas, the form; docs/performance.md), in the middle of the list it follows.
 */
export function usePreloadWhenIdle(preload: Preload | readonly Preload[], ready: boolean) {
  useEffect(() => {
    if (!ready) {
      return;
    }
    const steps = typeof preload === 'function' ? [preload] : preload;
    let stopped = false;
    let cancel = () => {};
    const whenIdle = (run: () => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: PRELOAD_AT_THE_LATEST_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(run, PRELOAD_WITHOUT_IDLE_MS);
        cancel = () => window.clearTimeout(handle);
      }
    };
    const runStep = (index: number) => {
      const step = steps[index];
      if (stopped || step === undefined) {
        return;
      }
      // A step that fails ends the preload: the opening loads what is missing, and says so if it cannot.
      step().then(
        () => {
          if (!stopped) {
            whenIdle(() => runStep(index + 1));
          }
        },
        () => undefined,
      );
    };
    whenIdle(() => runStep(0));
    return () => {
      stopped = true;
      cancel();
    };
  }, [preload, ready]);
}

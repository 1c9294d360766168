import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { id } from '../i18n/id';
import { usePreloadWhenIdle } from './lazy-dialog';

/**
 * A part of a screen whose code loads once the screen has been drawn and the page is idle, not with the screen: the
 * first paint waits for a screen's code, and on the office's phones every kilobyte of it (a form's kit, react-hook-form
 * and zod) is time before anything shows (docs/performance.md, "The profile's forms after its first paint"). Meant for
 * parts below the fold: until the code has come, `Placeholder` stands in its place, as tall as the part as nearly as
 * can be (it is given the part's props), so that nothing moves when it comes. A failed download says so, with a button to try again.
 *
 * `before`: files to load first, each in an idle period of its own (`usePreloadWhenIdle`): a part's whole code run at
 * once is one long task on a phone.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
  before: readonly (() => Promise<unknown>)[] = [],
) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One download for every place the part is drawn; one that failed is tried again by the next attempt.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazySection(props: P) {
    // A component kept in state is set through a function: React would call the component itself otherwise.
    const [Section, setSection] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    const start = useCallback(
      () =>
        preload().then(
          (component) => setSection(() => component),
          (error: unknown) => {
            setFailed(true);
            throw error;
          },
        ),
      [],
    );
    // A file of `before` that fails does not stop the part's own load, which then says whether it can come.
    const steps = useMemo(() => [...before.map((step) => () => step().catch(() => undefined)), start], [start]);
    usePreloadWhenIdle(steps, Section === undefined && !failed);
    if (Section) {
      return <Section {...props} />;
    }
    if (failed) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setFailed(false)}>
              {id.app.retry}
            </Button>
          }
        >
          {id.app.partLoadFailed}
        </Alert>
      );
    }
    return <Placeholder {...props} />;
  }
  return Object.assign(LazySection, { preload });
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { MainLandmark } from '../../components/main-landmark';
import { UndoNoticeProvider } from '../../components/undo-notice';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import type { Session } from '../../lib/session/session';
import { useDrawnWhen } from '../../lib/use-drawn-when';
import { useFullscreen } from '../../lib/use-fullscreen';
import { AppFooter } from './app-footer';
import { ConnectionBanner } from '../../components/connection-banner';
import { LiveUpdates } from './live-updates';
import { TopBar } from './top-bar';

/**
 * The logged-in frame: top bar, the screen, the footer; bar and footer hide in fullscreen and kiosk mode.
 * It holds the tab's one live connection, kept while the user moves between screens.
 */
export function Component() {
  const session = useLoaderData<Session>();
  return (
    <RealtimeProvider key={session.token} token={session.token}>
      <LiveUpdates role={session.role} />
      <UndoNoticeProvider>
        <Frame session={session} />
      </UndoNoticeProvider>
    </RealtimeProvider>
  );
}

function Frame({ session }: { session: Session }) {
  const navigation = useNavigation();
  const { isFullscreen } = useFullscreen();
  const [searchParams] = useSearchParams();
  const chrome = !isFullscreen && searchParams.get('kiosk') !== '1';
  const screenDrawn = useDrawnWhen(true);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {navigation.state === 'loading' && (
        <LinearProgress color="secondary" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
      )}
      {chrome && <TopBar session={session} />}
      {/* At least a screen high: the footer starts below the fold, so a screen that grows from its loader to
          its content does not push a visible footer down (Lighthouse counted that as layout shift). */}
      <MainLandmark
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: chrome ? '100dvh' : undefined }}
      >
        {screenDrawn && <Outlet />}
      </MainLandmark>
      {chrome && (
        <Box sx={{ displayPrint: 'none' }}>
          <AppFooter />
        </Box>
      )}
      {/* Without the top bar (the TV board) the screen shows the notice in its own flow (decisions §10). */}
      {chrome && <ConnectionBanner />}
    </Box>
  );
}

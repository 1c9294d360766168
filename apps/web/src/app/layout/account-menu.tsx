import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { barHintSx } from '../../components/bar-hint';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazy-dialog';
import { id } from '../../i18n/id';
import { useProfile } from '../../lib/session/profile';
import type { Session } from '../../lib/session/session';

const t = id.layout;

/** The menu's list, with MUI's menu: loaded when the page is idle, or at the first opening (docs/performance.md). */
const AccountMenuList = lazyDialog(() => import('./account-menu-list').then((module) => module.AccountMenuList));

/** The avatar in the top bar (requirements §2) and the menu it opens. */
export function AccountMenu({ session }: { session: Session }) {
  const profile = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = profile.data?.username ?? session.username;
  const avatarUrl = profile.data?.avatar_url ?? undefined;
  usePreloadWhenIdle(AccountMenuList.preload, true);

  return (
    <>
      <IconButton
        aria-label={t.accountMenu}
        data-hint={t.accountMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[{ p: 0.5 }, barHintSx]}
      >
        <Avatar
          src={avatarUrl}
          alt={username}
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '1rem' }}
        >
          {username.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <AccountMenuList
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchor={anchor}
        session={session}
        username={username}
      />
    </>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { User } from '@pidsus/shared';
import { useId, useState } from 'react';
import { idProfile } from '../../../i18n/id-profile';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

const t = idProfile;

/**
 * "Terima notifikasi semua kasus" (decisions §7.1): on, the user hears of every case change, as the head of
 * section wants; off, only of the cases whose team holds them or that they follow. Saved at once.
 */
export function NotifyAllSwitch({
  user,
  onNotice,
}: {
  user: User;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const update = useUpdateProfile();
  const hintId = useId();
  // While it saves, the switch shows what was asked for at once; a refusal puts the saved value back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? user.notify_all;

  const onChange = (next: boolean) => {
    setAsked(next);
    update.mutate(
      {
        username: user.username,
        email: user.email,
        position: user.position,
        phone: user.phone,
        office: user.office,
        notify_all: next,
      },
      {
        onSuccess: () => onNotice(t.notifyAllSaved(next), 'success'),
        onError: (failure) => onNotice(errorMessage(failure, t.notifyAllFailed), 'error'),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.notificationsTitle}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={asked !== null}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t.notifyAll}
      />
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t.notifyAllHint}
      </FormHelperText>
    </div>
  );
}

/** The switch's place while the profile loads, as high as the switch, so that the cards below it do not move. */
export function NotifyAllSwitchLoading() {
  return (
    <div aria-busy="true">
      <Typography variant="h6" component="h2" gutterBottom>
        {t.notificationsTitle}
      </Typography>
      <Skeleton variant="rounded" width={280} height={38} />
      <FormHelperText sx={{ mx: 0 }}>{t.notifyAllHint}</FormHelperText>
    </div>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MailChoice, User } from '@pidsus/shared';
import { MAIL_CHOICES } from '@pidsus/shared/constants';
import { useId, useState } from 'react';
import { idMail } from '../../../i18n/id-mail';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

const t = idMail.profile;

/** One's own account as `GET /api/profile` answers it: with the e-mail choices (decisions §11). */
export type ProfileWithMail = User & Partial<Record<MailChoice, boolean>>;

/**
 * "Kirim juga ke email" (decisions §11): the day's docket of one's cases, the deadline and detention reminders and the
 * notifications of one's cases, each also by e-mail when on. Each switch is saved at once.
 */
export function MailChoices({
  user,
  onNotice,
}: {
  user: ProfileWithMail;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const update = useUpdateProfile();
  const hintId = useId();
  // While one saves, it shows what was asked for; a refusal puts the saved value back.
  const [asked, setAsked] = useState<{ choice: MailChoice; on: boolean } | null>(null);

  const onChange = (choice: MailChoice, on: boolean) => {
    setAsked({ choice, on });
    update.mutate(
      {
        username: user.username,
        email: user.email,
        position: user.position,
        phone: user.phone,
        office: user.office,
        [choice]: on,
      },
      {
        onSuccess: () => onNotice(t.saved(on), 'success'),
        onError: (failure) => onNotice(errorMessage(failure, t.failed), 'error'),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <div role="group" aria-labelledby={`${hintId}-title`} aria-describedby={hintId}>
      <Typography variant="h6" component="h2" id={`${hintId}-title`} gutterBottom>
        {t.title}
      </Typography>
      <FormGroup>
        {MAIL_CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            label={t[choice]}
            control={
              <Switch
                checked={asked?.choice === choice ? asked.on : user[choice] === true}
                disabled={asked !== null}
                onChange={(event) => onChange(choice, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t.hint(user.email)}
      </FormHelperText>
    </div>
  );
}

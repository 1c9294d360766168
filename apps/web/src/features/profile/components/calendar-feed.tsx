import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { idCalendar } from '../../../i18n/id-calendar';
import { errorMessage } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/time/dates';
import { useCreateCalendarKey } from '../api/create-calendar-key';
import { useCalendarKey } from '../api/get-calendar-key';
import { useRevokeCalendarKey } from '../api/revoke-calendar-key';

const t = idCalendar.feed;

/**
 * "Kalender di Ponsel" (decisions §7.4): make a feed link, see it once with "Salin" and how to add it, revoke it.
 * The link is held only in this component's state: leaving the page forgets it, as the server does.
 */
export function CalendarFeed({ onNotice }: { onNotice: (message: string, severity: 'success' | 'error') => void }) {
  const status = useCalendarKey();
  const create = useCreateCalendarKey();
  const revoke = useRevokeCalendarKey();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [mineOnly, setMineOnly] = useState(false);
  const [confirm, setConfirm] = useState<'revoke' | 'recreate' | null>(null);
  // A new feed key asks for one's password (decisions §9); it is forgotten as soon as the key is made.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const url = shownUrl && mineOnly ? `${shownUrl}&mine=1` : shownUrl;

  const makeKey = () =>
    create.mutateAsync(password).then((created) => {
      setPassword('');
      setPasswordError(null);
      setShownUrl(created.url);
      setMineOnly(false);
      setConfirm(null);
      onNotice(idCalendar.feed.created, 'success');
    });

  const copy = async () => {
    if (!url) {
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onNotice(t.copied, 'success');
    } catch {
      // No clipboard outside a secure context (plain http on the office network): the text is selected instead.
      field.current?.select();
      onNotice(t.copyFailed, 'error');
    }
  };

  const since = status.data?.created_at;

  /** 'Buat…' asks for the password first, then for a confirmation when a link already exists. */
  const start = () => {
    if (password === '') {
      setPasswordError(t.passwordMissing);
      return;
    }
    setPasswordError(null);
    if (since) {
      setConfirm('recreate');
    } else {
      void makeKey().catch(() => undefined);
    }
  };
  const serverPasswordError = create.error ? fieldError(create.error, 'password') : undefined;

  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {status.isPending && <Skeleton width={260} height={40} />}
      {status.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(status.error, t.loadFailed)}
        </Alert>
      )}
      {url && (
        <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
          <Alert severity="warning">{t.onceWarning}</Alert>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
            <TextField
              label={t.urlLabel}
              value={url}
              inputRef={field}
              size="small"
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
              {t.copy}
            </Button>
          </Box>
          <FormControlLabel
            control={<Switch checked={mineOnly} onChange={(event) => setMineOnly(event.target.checked)} />}
            label={t.mineOnly}
          />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t.howTo}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {[t.howGoogle, t.howOutlook, t.howIphone].map((line) => (
                <Typography component="li" variant="body2" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box>
            <Button variant="outlined" onClick={() => setShownUrl(null)}>
              {t.done}
            </Button>
          </Box>
        </Box>
      )}
      {status.data && !url && (
        <Typography sx={{ mb: 2 }}>{since ? t.active(formatDateTime(new Date(since))) : t.none}</Typography>
      )}
      {status.data && since && !url && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.activeHint}
        </Typography>
      )}
      {status.data && !url && (
        <TextField
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          size="small"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              start();
            }
          }}
          error={Boolean(passwordError ?? serverPasswordError)}
          helperText={passwordError ?? serverPasswordError ?? t.passwordHelp}
          sx={{ mb: 2, maxWidth: 360, display: 'flex' }}
        />
      )}
      {status.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={since ? 'outlined' : 'contained'}
            startIcon={<EventAvailable />}
            disabled={create.isPending}
            onClick={start}
          >
            {create.isPending ? t.creating : since ? t.recreate : t.create}
          </Button>
          {since && (
            <Button color="error" variant="outlined" onClick={() => setConfirm('revoke')}>
              {t.revoke}
            </Button>
          )}
        </Box>
      )}
      {create.isError && confirm === null && !serverPasswordError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(create.error, t.createFailed)}
        </Alert>
      )}
      <ConfirmDialog
        open={confirm === 'recreate'}
        title={t.recreateTitle}
        text={t.recreateText}
        confirmLabel={t.recreate}
        cancelLabel={t.cancel}
        failureText={t.createFailed}
        onConfirm={makeKey}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        danger
        title={t.revokeTitle}
        text={t.revokeText}
        confirmLabel={t.revoke}
        cancelLabel={t.cancel}
        failureText={t.revokeFailed}
        onConfirm={() =>
          revoke.mutateAsync().then(() => {
            setShownUrl(null);
            setConfirm(null);
            onNotice(t.revoked, 'success');
          })
        }
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

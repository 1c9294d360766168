import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { Emblem } from '../../components/emblem';
import { id } from '../../i18n/id';
import { idTwoFactor } from '../../i18n/id-two-factor';
import { serverMessage } from '../../lib/api-client';
import { forgetTypedBeforeStart, typedBeforeStart, wasTyping } from '../../lib/prerendered';
import { homePathFor, safeReturnPath } from '../../lib/session/session';
import { isFirstCodeRequest, loginRefusal, twoFactorRequired, useLogin } from './api/login';
import { useSecondsLeft } from './use-wait';

const t = id.login;

/**
 * An outlined text field of the pieces MUI's TextField is made of, without the Select that TextField always
 * brings along (with its menu, popover and modal): the first page every user loads stays small.
 */
function Field(props: {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputMode?: 'numeric';
}) {
  const inputId = useId();
  // What was typed into the page the server sent, before the app drew this one over it (lib/prerendered.ts).
  const [start] = useState(() => typedBeforeStart(props.name));
  // The drawn page showed this field's label small (it had a value, or the caret): it starts small here too. Left to
  // MUI, it would be drawn large until the field's focus reached the form control, then shrink again (a transition).
  // Once the field is left, the form control's own state (focused, filled) decides, as for any field.
  const [startsSmall, setStartsSmall] = useState(() => start.focused || Boolean(start.value));
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={inputId} shrink={startsSmall || undefined}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        notched={startsSmall || undefined}
        onBlur={() => setStartsSmall(false)}
        label={props.label}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        defaultValue={start.value}
        autoFocus={start.focused || (props.autoFocus && !wasTyping())}
        endAdornment={props.endAdornment}
        inputProps={props.inputMode ? { inputMode: props.inputMode } : undefined}
      />
    </FormControl>
  );
}

/** Set by whoever sends a user here because their session ended (a 401, `session:ended`). */
export interface LoginState {
  ended?: boolean;
}

/**
 * /login (requirements §2): email and password, Enter submits, no client-side validation. A session that
 * ended is explained, and logging in returns to the page of `?next=` (decisions §7.5); a page the role may
 * not open sends it home through that page's own guard.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const ended = (location.state as LoginState | null)?.ended === true;
  const next = safeReturnPath(params.get('next'));
  const loginMutation = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  // The second step (decisions §9): once the server asked for a code, the same form asks for it, email and
  // password kept (hidden) as typed.
  const [askCode, setAskCode] = useState(false);
  // Decisions §9: a 429 names its wait; `Masuk` stays disabled until it has passed.
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  useEffect(forgetTypedBeforeStart, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const values = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      ...(askCode ? { code } : {}),
    };
    loginMutation.mutate(values, {
      // A password an admin set is changed first (decisions §9); that screen then goes on to `next`.
      onSuccess: (data) =>
        navigate(data.must_change_password ? paths.passwordChange(next) : (next ?? homePathFor(data.user.role)), {
          replace: true,
        }),
      onError: (error) => {
        setAskCode((asked) => asked || twoFactorRequired(error));
        const { retryAfter } = loginRefusal(error);
        setWaitUntil(retryAfter ? Date.now() + retryAfter * 1000 : null);
      },
    });
  };
  const codeAsked = askCode;
  const showError = loginMutation.isError && !(codeAsked && isFirstCodeRequest(loginMutation.error));
  const { triesLeft } = loginRefusal(loginMutation.error);
  const warnTries = triesLeft !== undefined && triesLeft <= 2;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #133326 0%, #1f4d3a 55%, #2c6a50 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 3, boxShadow: '0 20px 50px rgba(0,0,0,0.25)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Emblem size={56} />
            <Typography variant="h5" component="h1">
              {id.app.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.subtitle}
            </Typography>
          </Stack>
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              {ended && !loginMutation.isError && (
                <Alert severity="warning" role="status">
                  {t.sessionEnded}
                </Alert>
              )}
              {showError && (
                <Alert severity="error" role="alert">
                  {serverMessage(loginMutation.error) ?? t.failed}
                  {warnTries && <Box sx={{ mt: 0.5 }}>{t.triesLeft(triesLeft)}</Box>}
                  {secondsLeft > 0 && (
                    <Box sx={{ mt: 0.5 }} aria-live="off">
                      {t.waitCountdown(secondsLeft)}
                    </Box>
                  )}
                </Alert>
              )}
              {codeAsked && (
                <>
                  <Typography variant="body2">{idTwoFactor.login.codeTitle}</Typography>
                  <Field
                    label={idTwoFactor.code}
                    name="code"
                    type="text"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    autoFocus
                  />
                  <Typography variant="body2" color="text.secondary">
                    {idTwoFactor.login.recoveryHint}
                  </Typography>
                </>
              )}
              <Stack spacing={2} sx={codeAsked ? { display: 'none' } : undefined}>
                <Field label={t.email} name="email" type="email" autoComplete="username" autoFocus={!codeAsked} />
                <Field
                  label={t.password}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  endAdornment={
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? t.hidePassword : t.showPassword}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  }
                />
              </Stack>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={loginMutation.isPending || secondsLeft > 0}
              >
                {loginMutation.isPending ? t.submitting : t.submit}
              </Button>
              {codeAsked && (
                <Button
                  onClick={() => {
                    setAskCode(false);
                    loginMutation.reset();
                  }}
                >
                  {idTwoFactor.login.back}
                </Button>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t.hint}
              </Typography>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

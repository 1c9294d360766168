import ContentCopy from '@mui/icons-material/ContentCopy';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '@pidsus/shared';
import { idTwoFactor } from '../../../i18n/id-two-factor';
import { errorMessage } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-errors';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';

const t = idTwoFactor;
type Notify = (message: string, severity: 'success' | 'error') => void;

/** The 10 recovery codes, shown once, with a way to copy and print them before going on. */
function RecoveryCodesView({ codes, onDone, onNotice }: { codes: string[]; onDone: () => void; onNotice: Notify }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      onNotice(t.codesCopied, 'success');
    } catch {
      onNotice(t.copyFailed, 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t.codesTitle}
      </Typography>
      <Alert severity="warning">{t.codesText}</Alert>
      <Box
        component="ol"
        aria-label={t.codesTitle}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t.copyCodes}
        </Button>
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
          {t.printCodes}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t.done}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The QR code of the otpauth URI and the secret as text, then the first code, which turns it on. */
function ConfirmStep(props: {
  enrolment: TwoFactorEnrolment;
  onCodes: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code, { onSuccess: (answer) => props.onCodes(answer.recovery_codes) });
  };
  const codeError = confirm.error ? (fieldError(confirm.error, 'code') ?? errorMessage(confirm.error, t.failed)) : null;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="body2">{t.scan}</Typography>
      <Box
        sx={{ p: 1.5, bgcolor: '#fff', alignSelf: 'flex-start', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <QRCodeSVG value={props.enrolment.otpauth_url} size={184} role="img" aria-label={t.qrLabel} />
      </Box>
      <TextField
        label={t.secretLabel}
        value={props.enrolment.secret}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'two-factor-secret', style: { fontFamily: 'monospace' } },
        }}
        fullWidth
        size="small"
      />
      <TextField
        label={t.code}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={codeError !== null}
        helperText={codeError ?? t.codeHint}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        sx={{ maxWidth: 260 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={confirm.isPending}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
        <Button onClick={props.onCancel} disabled={confirm.isPending}>
          {t.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Turning two-step sign-in on (decisions §9): start → QR code and secret → a code → the recovery codes once → done.
 * The secret and the codes live only in this component's state.
 */
export function TwoFactorEnrolment({ onDone, onNotice }: { onDone: () => void; onNotice: Notify }) {
  const start = useStartTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return <RecoveryCodesView codes={codes} onDone={onDone} onNotice={onNotice} />;
  }
  if (enrolment) {
    return <ConfirmStep enrolment={enrolment} onCodes={setCodes} onCancel={() => setEnrolment(null)} />;
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {start.isError && <Alert severity="error">{errorMessage(start.error, t.failed)}</Alert>}
      <Button
        variant="contained"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
      >
        {start.isPending ? t.starting : t.start}
      </Button>
    </Stack>
  );
}

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { idUsers } from '../../../i18n/id-users';
import { copyText } from '../copy-text';

const t = idUsers;

/**
 * Under the dialog's password field (decisions §7.5): 'Buat kata sandi' fills it with a random password, shown in
 * clear text; 'Salin' then copies what the field holds and says 'Disalin' (or how to copy it by hand).
 */
export function PasswordTools(props: {
  /** The password field's own input: its value is what is copied, and the fallback selects it. */
  input: () => HTMLInputElement | null;
  /** A password has been generated in this opening of the dialog: 'Salin' is offered. */
  generated: boolean;
  disabled: boolean;
  onGenerate: () => void;
}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const generate = () => {
    setCopied('idle');
    props.onGenerate();
  };
  const copy = async () => {
    const input = props.input();
    setCopied((await copyText(input?.value ?? '', input)) ? 'copied' : 'failed');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      <Button size="small" startIcon={<KeyOutlined />} disabled={props.disabled} onClick={generate}>
        {t.generatePassword}
      </Button>
      {props.generated && (
        <Button size="small" startIcon={<ContentCopyOutlined />} disabled={props.disabled} onClick={() => void copy()}>
          {t.copyPassword}
        </Button>
      )}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {copied === 'copied' && (
          <>
            <CheckCircleOutline fontSize="small" color="success" aria-hidden />
            <Typography variant="body2" color="success.main">
              {t.copied}
            </Typography>
          </>
        )}
        {copied === 'failed' && (
          <Typography variant="body2" color="error">
            {t.copyFailed}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { DashboardCard } from '../../../components/dashboard-card';
import { idDashboard } from '../../../i18n/id-dashboard';
import { errorMessage } from '../../../lib/api-client';
import { useUploadFile } from '../api/upload-file';

const t = idDashboard;

/**
 * 'Upload Berkas' (requirements §2, §5): a file picker; while uploading a progress bar with 'Uploading... N%'
 * and a disabled button; the input is reset; nothing happens when no file is chosen. After an upload
 * the file manager's queries are refreshed, so /files shows the new file at once.
 */
export function UploadCard({ onResult }: { onResult: (message: string, severity: 'success' | 'error') => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [percent, setPercent] = useState(0);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (result) =>
          result.success ? onResult(t.uploadSuccess, 'success') : onResult(result.error || t.uploadFailed, 'error'),
        onError: (error) => onResult(errorMessage(error, t.uploadFailed), 'error'),
      },
    );
  };

  return (
    <DashboardCard
      icon={<CloudUploadOutlined fontSize="large" />}
      title={t.uploadCardTitle}
      text={t.uploadCardText}
      action={
        <Box sx={{ width: '100%' }}>
          <input ref={input} type="file" hidden onChange={onChange} data-testid="dashboard-upload-input" />
          <Button variant="contained" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {t.uploadButton}
          </Button>
          {upload.isPending && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress variant="determinate" value={percent} aria-label={t.uploading(percent)} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t.uploading(percent)}
              </Typography>
            </Box>
          )}
        </Box>
      }
    />
  );
}

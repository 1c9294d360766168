import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Form } from '@pidsus/shared';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { idLetters } from '../../../i18n/id-letters';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteFormTemplate } from '../api/delete-form-template';
import { downloadFormTemplate } from '../api/download-form-template';
import { useUploadFormTemplate } from '../api/upload-form-template';

const t = idLetters.templates;
const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A form's letter template (decisions §8.6) in `Formulir`: a marker when it has one, `Unggah Templat` (a .docx),
 * `Unduh Templat`, `Hapus Templat` after a question; the server's refusals (an unknown placeholder, not a .docx)
 * shown under the form in Indonesian.
 */
export function FormTemplateActions({ form, notify }: { form: Form; notify: (message: string) => void }) {
  const upload = useUploadFormTemplate();
  const remove = useDeleteFormTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const label = (action: string) => t.labelFor(action, form.code);

  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        {form.has_template && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<DescriptionOutlined />}
            label={t.has}
            sx={{ mr: 0.5 }}
          />
        )}
        {/* A real button that opens the hidden file input: a <label> given the button role is not allowed
            (axe's aria-allowed-role, which Lighthouse counts). */}
        <Button
          size="small"
          startIcon={<UploadFileOutlined />}
          disabled={upload.isPending}
          aria-label={label(form.has_template ? t.replace : t.upload)}
          onClick={() => fileInput.current?.click()}
        >
          {form.has_template ? t.replace : t.upload}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={DOCX}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) {
              return;
            }
            setFailure(null);
            upload.mutate(
              { code: form.code, file },
              {
                onSuccess: () => notify(t.uploaded(form.code)),
                onError: (error) => setFailure(errorMessage(error, t.uploadFailed)),
              },
            );
          }}
        />
        {form.has_template && (
          <>
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              aria-label={label(t.download)}
              onClick={() => {
                setFailure(null);
                downloadFormTemplate(form.code).catch((error: unknown) =>
                  setFailure(error instanceof Error ? error.message : t.downloadFailed),
                );
              }}
            >
              {t.download}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              aria-label={label(t.delete)}
              onClick={() => setAsking(true)}
            >
              {t.delete}
            </Button>
          </>
        )}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={t.deleteTitle}
        text={t.deleteText(form.code)}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={async () => {
          await remove.mutateAsync(form.code);
          setAsking(false);
          notify(t.deleted(form.code));
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

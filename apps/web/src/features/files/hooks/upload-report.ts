import { idFiles } from '../../../i18n/id-files';
import { errorMessage } from '../../../lib/api-client';
import { UploadRejectedError, type UploadOutcome } from '../api/upload-files';

const t = idFiles;
/** Refused files named in the notice; the rest are counted. */
const NAMED_FAILURES = 3;

/** Why one file was not stored: the server's text ('File kosong tidak dapat diunggah'), or a fallback. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof UploadRejectedError) {
    return error.serverError || t.uploadRejected;
  }
  return errorMessage(error, t.uploadFailed);
}

/**
 * The notice after an upload (requirements §4 Upload, decisions §7.5): a success only when every file was
 * stored; otherwise an error that names each refused file with the server's reason — one file alone gets the
 * reason by itself, as before.
 */
export function uploadReport(outcome: UploadOutcome): { message: string; severity: 'success' | 'error' } {
  const { uploaded, failed } = outcome;
  const [first] = failed;
  if (!first) {
    return {
      message: uploaded.length === 1 ? t.uploadSuccess : t.uploadManySuccess(uploaded.length),
      severity: 'success',
    };
  }
  if (uploaded.length === 0 && failed.length === 1) {
    return { message: uploadFailureText(first.error), severity: 'error' };
  }
  const named = failed
    .slice(0, NAMED_FAILURES)
    .map((failure) => t.uploadFailedFile(failure.name, uploadFailureText(failure.error)));
  const others = failed.length - named.length;
  return {
    message: t.uploadSomeFailed(failed.length, failed.length + uploaded.length, [
      ...named,
      ...(others > 0 ? [t.uploadMoreFailed(others)] : []),
    ]),
    severity: 'error',
  };
}

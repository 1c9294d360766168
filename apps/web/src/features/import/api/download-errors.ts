import type { ImportError } from '@pidsus/shared';
import { downloadPosted } from '../../../lib/content/download-export';

/** `POST /api/import/cases/errors`: the errors of an import as a workbook, saved by the browser. */
export const downloadImportErrors = (errors: readonly ImportError[]) =>
  downloadPosted('/import/cases/errors', { errors }, 'galat-impor.xlsx');

import { downloadExport } from '../../../lib/content/download-export';

/** `GET /api/forms/:code/template` (admins), saved under the name it was uploaded with; throws an Indonesian message. */
export const downloadFormTemplate = (code: string) => downloadExport(`/forms/${encodeURIComponent(code)}/template`, {});

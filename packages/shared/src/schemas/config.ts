import { z } from '../zod';

/**
 * `GET /api/config` (no login, decisions §7.5): what the web needs from the server before it shows a date.
 * `time_zone` is the office's IANA zone (`TZ_OFFICE`): every date, time, clock and "today" is shown in it.
 * `office_name` (decisions §7.4) is the admin's setting, shown on the board and in the footer.
 */
export const appConfigSchema = z.object({ time_zone: z.string(), office_name: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;

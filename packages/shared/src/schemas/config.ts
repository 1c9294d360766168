import { z } from 'zod';

/**
 * `GET /api/config` (no login, contract §7.5): what the web needs from the server before it shows a date.
 * `time_zone` is the office's IANA zone (`TZ_OFFICE`): every date, time, clock and "today" is shown in it.
 */
export const appConfigSchema = z.object({ time_zone: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsAnswerSchema, settingsSchema } from '@pidsus/shared';
import type { SettingsService } from './service';

const tags = ['settings'];
const admin = { roles: ['admin'] } as const;

/** The admin settings (decisions §7.4): office name, morning reminder hour, trash retention. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  app.get(
    '/api/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'getSettings',
        summary: 'Pengaturan kantor (admin)',
        description:
          'Nama kantor, jam pengingat pagi (JJ:MM, zona kantor) dan masa simpan sampah (hari). Yang belum diatur ' +
          'memakai nilai bawaan lingkungan (OFFICE_NAME, REMINDER_HOUR, TRASH_DAYS).',
        response: { 200: settingsAnswerSchema },
      },
    },
    () => settingsService.read(),
  );

  app.put(
    '/api/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'updateSettings',
        summary: 'Simpan pengaturan kantor (admin)',
        description:
          'Berlaku di semua instans tanpa restart (paling lambat 5 detik di instans lain); layar yang terbuka ' +
          'menerima event `settings:changed`. Perubahan dicatat di log audit.',
        body: settingsSchema,
        response: { 200: settingsAnswerSchema },
      },
    },
    (request) => settingsService.update(request.body, request.requireUser()),
  );
};

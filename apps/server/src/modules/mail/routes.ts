import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testMailAnswerSchema } from '@pidsus/shared';
import type { MailService } from './service';

/** The admin's test message (decisions §11). */
export const mailRoutes: FastifyPluginAsyncZod<{
  mailService: Pick<MailService, 'sendTest'>;
}> = async (app, { mailService }) => {
  app.post(
    '/api/admin/settings/test-mail',
    {
      config: { roles: ['admin'], clientErrors: [400] },
      schema: {
        tags: ['settings'],
        operationId: 'sendTestMail',
        summary: 'Kirim email uji ke alamat admin (admin)',
        description:
          'Mengirim pesan uji ke email admin yang login melalui server SMTP yang berlaku (SMTP_URL atau pengaturan), ' +
          'menunggu paling lama 15 detik. 400 `SMTP belum diatur`; 502 `Email uji gagal dikirim: <alasan>`.',
        response: { 200: testMailAnswerSchema },
      },
    },
    (request) => {
      const user = request.requireUser();
      return mailService.sendTest({ id: user.id, username: user.username, email: user.email });
    },
  );
};

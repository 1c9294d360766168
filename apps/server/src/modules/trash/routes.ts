import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELETED_ACCOUNTS_MAX,
  deletedAccountFilesListSchema,
  idParamsSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { DeletedAccountsService } from './deleted-accounts';

const tags = ['trash'];
const admin = { roles: ['admin'] } as const;

/** The files of deleted accounts (contract §9): an administrator sees them and may purge them before the daily purge. */
export const deletedAccountsRoutes: FastifyPluginAsyncZod<{ deletedAccounts: DeletedAccountsService }> = async (
  app,
  { deletedAccounts },
) => {
  app.get(
    '/api/trash/accounts',
    {
      config: { ...admin, responseHeaders: ['X-Total-Count'] },
      schema: {
        tags,
        operationId: 'listDeletedAccountFiles',
        summary: 'Akun terhapus yang berkasnya belum dihapus permanen (admin), yang terakhir dihapus lebih dulu',
        description:
          'Berkas dan folder akun yang dihapus masuk Sampah bersama akunnya dan dihapus permanen otomatis setelah ' +
          `\`purge_after\` (tanggal penghapusan + hari Sampah). Paling banyak ${DELETED_ACCOUNTS_MAX} akun; jumlah ` +
          'seluruhnya ada di header X-Total-Count.',
        response: { 200: deletedAccountFilesListSchema },
      },
    },
    async (_request, reply) => {
      const { items, total } = await deletedAccounts.list(DELETED_ACCOUNTS_MAX);
      return reply.header('x-total-count', total).send(items);
    },
  );

  app.delete(
    '/api/trash/accounts/:id',
    {
      config: { ...admin, clientErrors: [409] },
      schema: {
        tags,
        operationId: 'purgeDeletedAccountFiles',
        summary: 'Hapus permanen sekarang semua berkas dan folder akun yang sudah dihapus (admin)',
        description:
          'Isi berkas yang juga menjadi berkas perkara tetap tersimpan untuk perkara itu. Akun yang masih aktif: 409; ' +
          'akun yang tidak ada atau tidak lagi memiliki berkas: 404. Tercatat di log audit (`user.files_purge`).',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deletedAccounts.purge(request.requireUser(), request.params.id);
      return { success: true as const };
    },
  );
};

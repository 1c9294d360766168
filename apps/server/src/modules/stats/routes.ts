import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema, adminStatsQuerySchema, adminStatsSchema } from '@pidsus/shared';
import type { AuditService } from '../audit';
import type { StatsExport } from './export';
import { STATS_QUERIES, type StatsService } from './service';

const admins = { roles: ['admin'] as const };

/** The statistics of `/admin/stats` (decisions §7.4, §10) and the admin dashboard's figures, administrators only. */
export const statsRoutes: FastifyPluginAsyncZod<{
  statsService: StatsService;
  statsExport: StatsExport;
  audit: Pick<AuditService, 'read'>;
}> = async (app, { statsService, statsExport, audit }) => {
  app.get(
    '/api/admin/stats',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        operationId: 'getAdminStats',
        summary: 'Statistik sistem (admin)',
        description:
          'Kasus per kategori dan status, sidang per minggu (minggu Senin–Minggu di zona kantor), tenggat terbuka dan ' +
          'terlambat, kasus terbuka per anggota tim (semua staf), pengguna aktif 7 hari terakhir, penyelamatan keuangan ' +
          'negara. Periode: `year` (2000–2100) dan `month` (1–12, tanpa `month`: setahun penuh; `month` saja: tahun ini) ' +
          'untuk sidang per minggu (minggu yang memuat hari periode) dan penyelamatan (bulan periode); tanpa keduanya: ' +
          '8 minggu lalu sampai 8 minggu ke depan dan penyelamatan tahun ini. Kasus di Sampah tidak dihitung. Header ' +
          '`Server-Timing` memuat lama tiap kueri (ms).',
        querystring: adminStatsQuerySchema,
        response: { 200: adminStatsSchema },
      },
    },
    async (request, reply) => {
      const { stats, timings } = await statsService.read(request.query);
      reply.header('server-timing', STATS_QUERIES.map((name) => `${name};dur=${timings[name].toFixed(1)}`).join(', '));
      return stats;
    },
  );

  app.get(
    '/api/admin/stats/overview',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        operationId: 'getAdminOverview',
        summary: 'Angka dashboard admin',
        description:
          'Kasus aktif (bukan Selesai) per tahap, sidang hari ini, tersangka/terdakwa yang masa penahanannya berakhir ' +
          'hari ini sampai 7 hari ke depan, akun yang terkunci batas login, penyelamatan keuangan negara tahun ini — ' +
          'dihitung pada hari ini di zona kantor; kasus di Sampah tidak dihitung.',
        response: { 200: adminOverviewSchema },
      },
    },
    () => statsService.overview(),
  );

  app.get(
    '/api/admin/stats/export',
    {
      config: { ...admins, clientErrors: [429] },
      schema: {
        tags: ['admin'],
        operationId: 'exportAdminStats',
        summary: 'Ekspor statistik (Excel)',
        description:
          'Tabel yang sama dengan GET /api/admin/stats untuk `year` dan `month` yang sama, satu lembar per tabel. ' +
          'Lampiran bernama dengan periodenya, mis. `statistik-2026-11.xlsx` atau `statistik-2026.xlsx`.',
        querystring: adminStatsQuerySchema,
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const file = await statsExport.xlsx(request.query, user.id);
      await audit.read(user, {
        action: 'export.read',
        object: { type: 'export', id: 'stats.xlsx', label: file.fileName },
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

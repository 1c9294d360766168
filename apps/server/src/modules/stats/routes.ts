import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@pidsus/shared';
import { STATS_QUERIES, type StatsService } from './service';

/** The statistics of `/admin/stats` (contract §7.4), administrators only. */
export const statsRoutes: FastifyPluginAsyncZod<{ statsService: StatsService }> = async (app, { statsService }) => {
  app.get(
    '/api/admin/stats',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'getAdminStats',
        summary: 'Statistik sistem (admin)',
        description:
          'Kasus per kategori dan status, sidang per minggu (8 minggu lalu sampai 8 minggu ke depan, minggu Senin–Minggu ' +
          'di zona kantor), tenggat terbuka dan terlambat, kasus terbuka per anggota tim (semua staf), pengguna aktif 7 ' +
          'hari terakhir. Kasus di Sampah tidak dihitung. Header `Server-Timing` memuat lama tiap kueri (ms).',
        response: { 200: adminStatsSchema },
      },
    },
    async (_request, reply) => {
      const { stats, timings } = await statsService.read();
      reply.header('server-timing', STATS_QUERIES.map((name) => `${name};dur=${timings[name].toFixed(1)}`).join(', '));
      return stats;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListSchema } from '@pidsus/shared';
import type { UsersService } from './service';

/** User management (admin only). The rest of it — create, edit, delete — lands with its own issue. */
export const usersRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (app, { usersService }) => {
  app.get(
    '/api/users',
    {
      config: { roles: ['admin'] },
      schema: { tags: ['users'], summary: 'Daftar pengguna (admin)', response: { 200: userListSchema } },
    },
    () => usersService.list(),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@pidsus/shared';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { UsersRepository } from '../users/repository';
import { presentUser } from '../users/presenter';

/** The logged-in user's own profile. Editing and avatars land with the users-and-profiles issue. */
export const profileRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (app, { users }) => {
  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'Profil pengguna yang sedang login', response: { 200: userSchema } } },
    async (request) => {
      const row = await users.findById(request.requireUser().id);
      if (!row) {
        throw notFound(messages.users.notFound);
      }
      return presentUser(row);
    },
  );
};

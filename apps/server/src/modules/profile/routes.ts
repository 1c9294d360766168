import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@pidsus/shared';
import type { UsersService } from '../users/service';

/** The logged-in user's own profile. Editing and avatars land with the users-and-profiles issue. */
export const profileRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (app, { usersService }) => {
  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'Profil pengguna yang sedang login', response: { 200: userSchema } } },
    (request) => usersService.getProfile(request.requireUser().id),
  );
};

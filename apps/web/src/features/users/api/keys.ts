/** Every query key of the users feature; `all` also covers each user's history. */
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  history: (userId: number) => [...userKeys.all, userId, 'history'] as const,
};

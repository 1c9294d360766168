/** Every query key of the users feature; `all` also covers each user's history and the deleted accounts' files. */
export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  history: (userId: number) => [...userKeys.all, userId, 'history'] as const,
  /** The deleted accounts whose files wait for the purge (contract §9). */
  deletedAccounts: ['users', 'deleted-accounts'] as const,
};

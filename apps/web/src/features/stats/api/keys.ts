/** Every query key of the statistics feature. */
export const statsKeys = {
  all: ['stats'] as const,
  admin: () => [...statsKeys.all, 'admin'] as const,
};

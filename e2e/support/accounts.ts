/** Accounts created by global setup; the tests log in with them. */
export const accounts = {
  admin: { email: 'admin@pidsus.test', password: 'admin-rahasia-123', username: 'admin', role: 'admin' },
  staff: { email: 'budi@pidsus.test', password: 'staf-rahasia-satu', username: 'Budi Santoso', role: 'user' },
  staff2: { email: 'siti@pidsus.test', password: 'staf-rahasia-dua', username: 'Siti Rahmawati', role: 'user' },
} as const;

export type AccountName = keyof typeof accounts;

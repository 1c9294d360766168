import { describe, expect, it } from 'vitest';
import { actorName } from './actor-name';

describe('actorName (decisions §6)', () => {
  it('names the actor as they were called then, with today’s name beside it after a rename', () => {
    expect(actorName({ id: 7, username: 'Budi', current_username: 'Budi Santoso' }, 'Pengguna terhapus')).toBe(
      'Budi (sekarang: Budi Santoso)',
    );
  });

  it('shows one name when it has not changed, or when the account’s row is gone', () => {
    expect(actorName({ id: 7, username: 'Budi', current_username: 'Budi' }, 'Pengguna terhapus')).toBe('Budi');
    expect(actorName({ id: 7, username: 'Budi', current_username: null }, 'Pengguna terhapus')).toBe('Budi');
  });

  it('falls back when no name was ever recorded', () => {
    expect(actorName(null, 'Pengguna terhapus')).toBe('Pengguna terhapus');
    expect(actorName({ id: 7, username: '', current_username: null }, 'Pengguna terhapus')).toBe('Pengguna terhapus');
  });
});

import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@pidsus/shared';
import { checkAvatarFile } from './upload-avatar';

const file = (type: string, size: number) => {
  const f = new File(['x'], 'a', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('avatar client checks (requirements §5)', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkAvatarFile(file(type, AVATAR_MAX_BYTES))).toBeNull();
    }
  });

  it('refuses other types and files over 5 MB with the spec messages', () => {
    expect(checkAvatarFile(file('application/pdf', 10))).toBe('File harus berupa gambar');
    expect(checkAvatarFile(file('image/svg+xml', 10))).toBe('File harus berupa gambar');
    expect(checkAvatarFile(file('image/png', AVATAR_MAX_BYTES + 1))).toBe('Ukuran file terlalu besar (maksimal 5MB)');
  });
});

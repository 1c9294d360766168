/**
 * Validation messages shared by the web forms and the server (contract §2). The web app's other
 * strings live in apps/web/src/i18n/id.ts; these are here because both sides must say the same.
 */
export const validationMessages = {
  emailRequired: 'Email harus diisi',
  emailInvalid: 'Format email tidak valid',
  emailTooLong: 'Email terlalu panjang',
  passwordRequired: 'Password harus diisi',
  passwordRequiredForNewUser: 'Password harus diisi untuk pengguna baru',
  passwordTooShort: 'Password minimal 8 karakter',
  passwordTooLong: 'Password terlalu panjang',
  usernameRequired: 'Username harus diisi',
  usernameTooLong: 'Username terlalu panjang (maksimal 100 karakter)',
  textTooLong: 'Teks terlalu panjang (maksimal 200 karakter)',
  roleInvalid: 'Peran harus admin atau user',
  currentPasswordRequired: 'Password saat ini harus diisi',
  newPasswordRequired: 'Password baru harus diisi',
  passwordConfirmMismatch: 'Konfirmasi password tidak sama',
  avatarNotImage: 'File harus berupa gambar',
  avatarTooLarge: 'Ukuran file terlalu besar (maksimal 5MB)',
} as const;

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
  titleRequired: 'Judul harus diisi',
  dateRequired: 'Tanggal harus diisi',
  dateInvalid: 'Tanggal tidak valid (format YYYY-MM-DD)',
  timeInvalid: 'Jam tidak valid (format JJ:MM)',
  titleAndDateRequired: 'Judul dan tanggal harus diisi',
  mediumTextTooLong: 'Teks terlalu panjang (maksimal 1000 karakter)',
  longTextTooLong: 'Teks terlalu panjang (maksimal 10000 karakter)',
  categoryInvalid: 'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi',
  statusInvalid: 'Status harus Menunggu, Sedang Proses, atau Selesai',
  pagingInvalid: 'Parameter halaman tidak valid',
  textInvalid: 'Isian harus berupa teks',
  versionInvalid: 'Versi kasus tidak valid. Muat ulang halaman lalu coba lagi.',
  currentPasswordRequired: 'Password saat ini harus diisi',
  newPasswordRequired: 'Password baru harus diisi',
  passwordConfirmMismatch: 'Konfirmasi password tidak sama',
  avatarNotImage: 'File harus berupa gambar',
  avatarTooLarge: 'Ukuran file terlalu besar (maksimal 5MB)',
} as const;

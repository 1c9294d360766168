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
  folderNameRequired: 'Nama folder tidak boleh kosong',
  itemNameTooLong: 'Nama terlalu panjang (maksimal 255 karakter)',
  itemNameInvalid: 'Nama tidak boleh berupa . atau .. dan tidak boleh memuat karakter / \\ atau karakter kontrol',
  pathInvalid: 'Lokasi folder tidak valid',
  nothingToChange: 'Tidak ada perubahan yang dikirim',
  linkInvalid: 'Tautan berkas tidak valid atau sudah kedaluwarsa',
} as const;

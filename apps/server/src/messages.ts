import { validationMessages } from '@pidsus/shared';

/** Every Indonesian text the server sends (the shared validation messages live in @pidsus/shared). */
export const messages = {
  auth: {
    invalidCredentials: 'Email atau password salah',
    missingToken: 'Anda belum login. Silakan login terlebih dahulu.',
    sessionExpired: 'Sesi Anda telah berakhir. Silakan login kembali.',
    forbidden: 'Anda tidak memiliki akses ke halaman ini',
    tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan login. Silakan coba lagi dalam ${minutes} menit.`,
    loggedOut: 'Berhasil logout',
  },
  http: {
    apiNotFound: 'Alamat API tidak ditemukan',
    invalidInput: 'Data yang dikirim tidak valid',
    malformedBody: 'Format data tidak valid',
    bodyTooLarge: 'Data yang dikirim terlalu besar',
    unsupportedMediaType: 'Jenis data tidak didukung',
    timeout: 'Permintaan terlalu lama. Silakan coba lagi.',
    internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    unavailable: 'Layanan sedang tidak tersedia, coba beberapa saat lagi',
  },
  cases: {
    notFound: 'Kasus tidak ditemukan',
    changedMeanwhile:
      'Kasus ini telah diubah oleh pengguna lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru, lalu ulangi perubahan Anda.',
    deleted: 'Jadwal berhasil dihapus',
    teamInvalid: 'Anggota tim tidak valid',
    teamAlwaysFollows: 'Anggota tim selalu mengikuti kasusnya. Keluarkan dari tim untuk berhenti mengikuti.',
    followStaffOnly: 'Hanya staf yang dapat mengikuti kasus',
    notInTrash: 'Kasus tidak ada di Sampah',
  },
  notifications: {
    notFound: 'Notifikasi tidak ditemukan',
  },
  deadlines: {
    notFound: 'Tenggat tidak ditemukan',
    staffOnly: 'Hanya staf yang dapat mengubah tenggat kasus',
    tooMany: (max: number) => `Satu kasus paling banyak memiliki ${max} tenggat`,
    templateNotFound: 'Templat tenggat tidak ditemukan',
  },
  users: {
    notFound: 'Pengguna tidak ditemukan',
    emailTaken: 'Email sudah digunakan',
    cannotDeleteSelf: 'Anda tidak dapat menghapus akun Anda sendiri',
    cannotDemoteSelf: 'Anda tidak dapat mengubah peran akun Anda sendiri',
    ownPasswordViaProfile:
      'Password akun Anda sendiri diganti melalui halaman profil, dengan memasukkan password saat ini.',
    lastAdmin:
      'Administrator terakhir tidak dapat dihapus atau diubah perannya. Tambahkan administrator lain terlebih dahulu.',
  },
  profile: {
    wrongCurrentPassword: 'Password saat ini salah',
    avatarMissing: 'Pilih file gambar untuk avatar',
    avatarIncomplete: 'Unggahan avatar terputus sebelum selesai. Silakan coba lagi.',
    avatarNotImage: 'File harus berupa gambar',
    avatarTooLarge: 'Ukuran file terlalu besar (maksimal 5MB)',
    avatarTooManyPixels: 'Dimensi gambar terlalu besar (maksimal 40 megapiksel)',
    avatarNotFound: 'Avatar tidak ditemukan',
    avatarLinkInvalid: 'Tautan avatar tidak berlaku. Muat ulang halaman.',
  },
  files: {
    notFound: 'Item tidak ditemukan',
    storageUnavailable: 'Penyimpanan berkas sedang tidak tersedia, coba beberapa saat lagi',
    folderNotFound: 'Folder tidak ditemukan',
    folderExists: 'Folder dengan nama tersebut sudah ada di lokasi ini',
    fileExists: 'File dengan nama tersebut sudah ada di lokasi ini',
    moveIntoItself: 'Folder tidak dapat dipindahkan ke dalam dirinya sendiri atau subfoldernya',
    noFile: 'Pilih file yang akan diupload',
    /** The web refuses it before sending, with the same text (contract §7.5). */
    emptyFile: validationMessages.emptyUpload,
    tooLarge: (mb: number) => `Ukuran file terlalu besar (maksimal ${mb} MB)`,
    quotaExceeded: (mb: number) =>
      `Ruang penyimpanan Anda tidak cukup (kuota ${mb} MB). Hapus berkas yang tidak diperlukan lalu coba lagi.`,
    uploadFailed: 'Gagal mengupload file',
    uploadIncomplete: 'Upload terputus sebelum selesai. Silakan coba lagi.',
    tooManyUploads: (count: number) =>
      `Terlalu banyak upload yang sedang berjalan (maksimal ${count} sekaligus). Tunggu hingga selesai lalu coba lagi.`,
    linkInvalid: 'Tautan berkas tidak valid atau sudah kedaluwarsa',
    pathInvalid: 'Lokasi folder tidak valid',
    rangeNotSatisfiable: 'Rentang data yang diminta tidak tersedia',
    pathAfterFile: 'Lokasi folder (field "path") harus dikirim sebelum file, bukan sesudahnya',
    tooManyParts: 'Upload hanya boleh berisi satu file (dan field "path" opsional sebelum file)',
  },
  caseDocuments: {
    notFound: 'Berkas perkara tidak ditemukan',
    /** The file to copy is not among the caller's own (another user's id answers the same). */
    fileNotFound: 'File tidak ditemukan di Berkas Saya',
    linkInvalid: 'Tautan berkas tidak valid atau sudah kedaluwarsa',
  },
  calendar: {
    keyInvalid: 'Tautan kalender tidak berlaku. Buat tautan baru di halaman Profil Jadwal Pidsus.',
    tooManyRequests: (minutes: number) =>
      `Terlalu banyak permintaan kalender dengan tautan ini. Silakan coba lagi dalam ${minutes} menit.`,
    name: 'Jadwal Pidsus',
    nameMine: 'Jadwal Pidsus — Kasus Saya',
    description: 'Sidang dan tenggat kasus Pidana Khusus',
    hearing: (title: string) => `Sidang: ${title}`,
    deadline: (title: string, caseTitle: string) => `Tenggat: ${title} — ${caseTitle}`,
    number: (number: string) => `Nomor perkara: ${number}`,
    category: (category: string) => `Tahap: ${category}`,
    status: (status: string) => `Status: ${status}`,
    place: (place: string) => `Tempat: ${place}`,
    noHour: 'Jam sidang belum ditentukan',
    caseTitle: (title: string) => `Kasus: ${title}`,
    note: (note: string) => `Catatan: ${note}`,
    open: (url: string) => `Buka di Jadwal Pidsus: ${url}`,
    categories: {
      penyelidikan: 'Penyelidikan',
      penyidikan: 'Penyidikan',
      penuntutan: 'Penuntutan',
      eksekusi: 'Eksekusi',
    },
  },
  // Exports of the case list and the day's docket (contract §7.4).
  exports: {
    categories: {
      penyelidikan: 'Penyelidikan',
      penyidikan: 'Penyidikan',
      penuntutan: 'Penuntutan',
      eksekusi: 'Eksekusi',
    },
    sorts: { upcoming: 'jadwal terdekat dulu', newest: 'terbaru dulu', oldest: 'terlama dulu' },
    casesTitle: (category: string | undefined, mine: boolean) =>
      mine
        ? category
          ? `Kasus Saya — ${category}`
          : 'Kasus Saya'
        : category
          ? `Daftar Kasus ${category}`
          : 'Daftar Kasus',
    scheduleTitle: 'Jadwal Sidang',
    filterLabel: 'Filter',
    filterCategory: (category: string) => `kategori ${category}`,
    filterAllCategories: 'semua kategori',
    filterSearch: (q: string) => `pencarian “${q}”`,
    filterStatus: (status: string) => `status ${status}`,
    filterMine: 'hanya kasus saya',
    filterSort: (sort: string) => `urutan ${sort}`,
    exportedOn: (day: string) => `Diekspor ${day}`,
    count: (count: string) => `${count} kasus`,
    hearingCount: (count: string) => `${count} sidang`,
    cut: (shown: string, total: string) => `Menampilkan ${shown} dari ${total} kasus`,
    empty: 'Tidak ada kasus untuk filter ini.',
    emptyDay: 'Tidak ada sidang pada hari ini.',
    page: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
    columns: {
      no: 'No.',
      number: 'Nomor Perkara',
      title: 'Judul',
      category: 'Kategori',
      date: 'Tanggal Sidang',
      time: 'Jam',
      location: 'Tempat',
      prosecutor: 'Jaksa',
      team: 'Tim',
      status: 'Status',
    },
    noTime: '—',
    sheetCases: 'Kasus',
    sheetSchedule: 'Jadwal Sidang',
  },
} as const;

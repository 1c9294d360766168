/** /calendar and the calendar feed on /profile (decisions §7.4). */
export const idCalendar = {
  menu: 'Kalender',
  title: 'Kalender',
  // Every hearing (a finished case's too); deadlines only while open.
  subtitle:
    'Sidang semua kasus dan tenggat yang belum dikerjakan, per bulan atau per minggu. Klik kasus untuk membukanya.',
  mine: 'Hanya kasus saya',
  mineHint: 'Kasus yang timnya memuat Anda atau yang Anda ikuti.',
  today: 'Hari Ini',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  views: 'Tampilan',
  month: 'Bulan',
  week: 'Minggu',
  list: 'Daftar',
  loading: 'Memuat kalender…',
  loadFailed: 'Gagal memuat kalender',
  retry: 'Coba Lagi',
  empty: 'Tidak ada sidang atau tenggat pada rentang ini.',
  emptyMine: 'Tidak ada sidang atau tenggat kasus Anda pada rentang ini.',
  truncated: 'Terlalu banyak agenda pada rentang ini; sebagian tidak ditampilkan.',
  legend: 'Warna menurut tahap perkara',
  deadlineLegend: 'Tenggat (garis tepi berwarna)',
  noHour: 'Jam belum ditentukan',
  allDay: 'Sepanjang hari',
  /** The week grid's all-day row: its axis is 60 px wide, where 'Sepanjang hari' was cut to 'Sepanjar'. */
  allDayShort: 'Seharian',
  /** The list's first day when it is today (decisions §10). */
  todayMark: 'Hari ini',
  todayEmpty: 'Tidak ada sidang atau tenggat hari ini.',
  hearingLabel: (title: string) => `Sidang: ${title}`,
  deadlineLabel: (title: string, caseTitle: string) => `Tenggat: ${title} — ${caseTitle}`,
  deadlinePrefix: 'Tenggat',
  more: (count: number) => `+${count} lagi`,
  /** The name of a day's "+N lagi" in the month (decisions §10: no two controls share a name). */
  moreOn: (count: number, day: string) => `${count} agenda lainnya pada ${day}`,
  feed: {
    title: 'Kalender di Ponsel',
    intro:
      'Tampilkan jadwal sidang dan tenggat di Google Calendar, Outlook atau iPhone. Buat tautan kalender, lalu tambahkan tautan itu sebagai kalender langganan (dari URL). Kalender Anda memperbaruinya sendiri secara berkala.',
    create: 'Buat Tautan Kalender',
    passwordLabel: 'Kata sandi Anda',
    passwordHelp: 'Tautan kalender membuka jadwal semua sidang: buat hanya dengan kata sandi Anda.',
    passwordMissing: 'Masukkan kata sandi Anda untuk membuat tautan kalender',
    recreate: 'Buat Tautan Baru',
    creating: 'Membuat tautan…',
    created: 'Tautan kalender dibuat',
    createFailed: 'Gagal membuat tautan kalender',
    active: (since: string) => `Tautan kalender aktif sejak ${since}.`,
    activeHint:
      'Tautan hanya ditampilkan sekali saat dibuat. Bila hilang, buat tautan baru: tautan lama langsung berhenti berlaku.',
    none: 'Anda belum memiliki tautan kalender.',
    loadFailed: 'Gagal memuat status tautan kalender',
    urlLabel: 'Tautan kalender',
    copy: 'Salin',
    copied: 'Tautan disalin',
    copyFailed: 'Tautan tidak dapat disalin otomatis. Pilih teksnya lalu salin secara manual.',
    onceWarning:
      'Simpan atau tambahkan tautan ini sekarang: tautan ini tidak akan ditampilkan lagi. Siapa pun yang memegang tautan ini dapat melihat jadwal sidang, jadi jangan dibagikan.',
    mineOnly: 'Hanya kasus saya (tim atau yang diikuti)',
    howTo: 'Cara menambahkan:',
    howGoogle: 'Google Calendar (di komputer): Setelan → Tambahkan kalender → Dari URL → tempel tautan.',
    howOutlook: 'Outlook: Tambahkan kalender → Berlangganan dari web → tempel tautan.',
    howIphone:
      'iPhone: Pengaturan → Kalender → Akun → Tambah Akun → Lainnya → Tambah Kalender Langganan → tempel tautan.',
    done: 'Selesai',
    revoke: 'Cabut Tautan',
    revokeTitle: 'Cabut Tautan Kalender',
    revokeText:
      'Cabut tautan kalender? Kalender yang berlangganan dengan tautan ini berhenti diperbarui. Anda dapat membuat tautan baru kapan saja.',
    revoked: 'Tautan kalender dicabut',
    revokeFailed: 'Gagal mencabut tautan kalender',
    recreateTitle: 'Buat Tautan Baru',
    recreateText:
      'Buat tautan kalender baru? Tautan lama langsung berhenti berlaku; kalender yang memakainya harus ditambahkan ulang dengan tautan baru.',
    cancel: 'Batal',
  },
} as const;

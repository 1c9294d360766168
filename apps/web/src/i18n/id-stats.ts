/** The texts of stats (see id.ts). */
export const idStats = {
  title: 'Statistik Sistem',
  subtitle: (today: string) =>
    `Ringkasan perkara, sidang, tenggat dan pengguna per ${today}. Kasus di Sampah tidak dihitung.`,
  back: 'Kembali ke Dashboard',
  loadFailed: 'Gagal memuat statistik',
  retry: 'Coba Lagi',
  loading: 'Memuat statistik…',
  total: 'Jumlah',
  chartOf: (title: string) => `Grafik: ${title}. Angka yang sama ada pada tabel di bawahnya.`,
  tableOf: (title: string) => `Tabel: ${title}`,
  cases: {
    title: 'Kasus per Kategori dan Status',
    category: 'Kategori',
    empty: 'Belum ada kasus.',
  },
  hearings: {
    title: 'Sidang per Minggu',
    hint: '8 minggu lalu sampai 8 minggu ke depan; minggu Senin–Minggu.',
    week: 'Minggu',
    count: 'Sidang',
    thisWeek: 'minggu ini',
    series: 'Jumlah sidang',
    empty: 'Tidak ada sidang dalam 17 minggu ini.',
  },
  deadlines: {
    title: 'Tenggat Terbuka dan Terlambat',
    category: 'Kategori',
    open: 'Terbuka',
    overdue: 'Terlambat',
    summary: (open: number, overdue: number) => `${open} tenggat terbuka, ${overdue} di antaranya terlambat.`,
    empty: 'Tidak ada tenggat terbuka.',
  },
  members: {
    title: 'Kasus Terbuka per Anggota Tim',
    hint: 'Kasus berstatus Menunggu atau Sedang Proses yang timnya memuat staf tersebut.',
    member: 'Staf',
    count: 'Kasus terbuka',
    chartTop: (shown: number, all: number) =>
      `Grafik menampilkan ${shown} staf teratas dari ${all}; tabel memuat semuanya.`,
    empty: 'Belum ada akun staf.',
  },
  users: {
    title: 'Pengguna Aktif 7 Hari Terakhir',
    hint: 'Aktif: masuk (login) atau memakai sesinya dalam 7 hari terakhir.',
    role: 'Peran',
    active: 'Aktif',
    inactive: 'Tidak aktif',
    summary: (active: number, total: number) => `${active} dari ${total} pengguna aktif.`,
    roles: { admin: 'Administrator', user: 'Staf' },
  },
} as const;

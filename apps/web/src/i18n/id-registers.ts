/** The `Register & Laporan` screen (decisions §8.5). */
export const idRegisters = {
  menu: 'Register & Laporan',
  title: 'Register & Laporan',
  subtitle: 'Register kantor untuk satu bulan, dari catatan perkara: pratinjau, lalu unduh Excel atau PDF.',
  register: 'Register',
  month: 'Bulan',
  year: 'Tahun',
  months: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  loading: 'Memuat register…',
  loadFailed: 'Gagal memuat register',
  retry: 'Coba Lagi',
  empty: (name: string, period: string) => `${name} ${period} tidak memuat baris.`,
  count: (shown: number, total: number) =>
    total > shown
      ? `Pratinjau ${shown} baris pertama dari ${total.toLocaleString('id-ID')} baris`
      : `${total.toLocaleString('id-ID')} baris`,
  tableCaption: (name: string, period: string) => `${name}, ${period}`,
  sectionCaption: (title: string, period: string) => `${title}, ${period}`,
  yearInvalid: 'Tahun harus antara 2000 dan 2100',
} as const;

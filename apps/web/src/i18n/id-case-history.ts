/** The texts of caseHistory (see id.ts). */
export const idCaseHistory = {
  title: 'Riwayat',
  empty: 'Belum ada riwayat.',
  truncated: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} riwayat terbaru`,
  loadFailed: 'Gagal memuat riwayat kasus',
  created: (actor: string) => `${actor} menambahkan kasus ini`,
  updated: (actor: string) => `${actor} mengubah kasus ini`,
  status: (actor: string, from: string, to: string) => `${actor} mengubah status dari ${from} menjadi ${to}`,
  deleted: (actor: string) => `${actor} menghapus kasus ini`,
  restored: (actor: string) => `${actor} memulihkan kasus ini dari Sampah`,
  change: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
  emptyValue: '(kosong)',
  changedText: (field: string) => `${field} diubah`,
  teamAdded: (names: string) => `menambahkan ${names} ke tim`,
  teamRemoved: (names: string) => `mengeluarkan ${names} dari tim`,
  documentAdded: (actor: string, name: string) => `${actor} menambahkan berkas "${name}"`,
  documentDeleted: (actor: string, name: string) => `${actor} menghapus berkas "${name}"`,
} as const;

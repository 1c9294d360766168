/** Letters from the office's templates (decisions §8.6): `Buat Surat` on the case page, templates in the settings. */
export const idLetters = {
  create: 'Buat Surat',
  noTemplates: 'Belum ada templat surat; admin dapat mengunggahnya di Pengaturan → Formulir',
  created: (code: string, number: string | null) =>
    number ? `Surat ${code} dibuat: ${number}` : `Surat ${code} dibuat`,
  dialog: {
    title: 'Buat Surat',
    intro: 'Surat diisi dari templat formulir, diberi nomor berikutnya, dan disimpan di Berkas Perkara.',
    form: 'Formulir',
    formsFailed: 'Gagal memuat katalog formulir',
    date: 'Tanggal surat',
    cancel: 'Batal',
    submit: 'Buat',
    failed: 'Gagal membuat surat',
  },
  templates: {
    has: 'Templat surat',
    upload: 'Unggah Templat',
    replace: 'Ganti Templat',
    download: 'Unduh Templat',
    delete: 'Hapus Templat',
    labelFor: (action: string, code: string) => `${action} ${code}`,
    uploaded: (code: string) => `Templat surat ${code} diunggah`,
    deleted: (code: string) => `Templat surat ${code} dihapus`,
    uploadFailed: 'Gagal mengunggah templat',
    downloadFailed: 'Gagal mengunduh templat',
    deleteTitle: 'Hapus Templat',
    deleteText: (code: string) =>
      `Hapus templat surat ${code}? Surat yang sudah dibuat tetap ada di berkas perkaranya.`,
    deleteConfirm: 'Hapus',
    cancel: 'Batal',
    deleteFailed: 'Gagal menghapus templat',
  },
} as const;

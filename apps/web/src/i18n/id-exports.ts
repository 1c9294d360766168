// Exports of the case list and the board (decisions §7.4).
export const idExports = {
  group: 'Ekspor',
  excel: 'Ekspor Excel',
  pdf: 'Ekspor PDF',
  preparing: 'Menyiapkan…',
  done: (name: string) => `${name} diunduh`,
  failed: 'Ekspor gagal. Silakan coba lagi.',
} as const;

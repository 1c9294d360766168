import { FILE_NAME_SHORTEN_AT, PREVIEW_IMAGE_EXTENSIONS } from '@pidsus/shared/constants';

/** `laporan` and `pdf` for `laporan.pdf`; a leading dot (`.env`) is not an extension. */
export function splitName(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot + 1) } : { stem: name, extension: '' };
}

/**
 * Requirements §2: a file name with more than 10 characters before the extension is shown as its first 10
 * characters, an ellipsis and the extension ('Berita Aca….pdf'). Counted in characters, not UTF-16 units.
 */
export function shortenFileName(name: string): string {
  const { stem, extension } = splitName(name);
  const characters = Array.from(stem);
  if (characters.length <= FILE_NAME_SHORTEN_AT) {
    return name;
  }
  return `${characters.slice(0, FILE_NAME_SHORTEN_AT).join('')}…${extension ? `.${extension}` : ''}`;
}

export type FileKind = 'image' | 'pdf' | 'word' | 'sheet' | 'slides' | 'archive' | 'video' | 'audio' | 'text' | 'other';

const kindsByExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  csv: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tar: 'archive',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  mkv: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  txt: 'text',
  md: 'text',
  svg: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  heic: 'image',
};

/** The kind of a file by its extension: it picks the icon. */
export function fileKind(name: string): FileKind {
  const extension = splitName(name).extension.toLowerCase();
  if ((PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'image';
  }
  return kindsByExtension[extension] ?? 'other';
}

/** How the app opens a file (requirements §5 Preview): images and PDFs in its preview, the rest is downloaded. */
export function previewKind(name: string): 'image' | 'pdf' | null {
  const extension = splitName(name).extension.toLowerCase();
  if ((PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'image';
  }
  return extension === 'pdf' ? 'pdf' : null;
}

let sizeFormatter: Intl.NumberFormat | undefined;
// At its first use: a page's first Intl object costs it ICU's data (eslint.config.js).
const sizeFormat = () => (sizeFormatter ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }));

/** '1,5 MB' */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat().format(value)} ${units[unit]}`;
}

import type * as ImageSize from 'image-size';
import type { AvatarMimeType } from '@pidsus/shared';
import { loadOnDemand } from '../../lib/load-on-demand';

export interface ImageInfo {
  mime: AvatarMimeType;
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The four accepted formats by their magic bytes; the file name and the declared type are ignored. */
function sniff(bytes: Uint8Array): AvatarMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return 'image/gif';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return 'image/webp';
  }
  return null;
}

const sizeTypes: Record<AvatarMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Recognises a JPEG, PNG, GIF or WebP and reads its dimensions from the header, without decoding
 * the pixels; null for anything else, including a header that does not parse as the format it claims.
 */
export function inspectImage(bytes: Uint8Array): ImageInfo | null {
  const mime = sniff(bytes);
  if (!mime) {
    return null;
  }
  try {
    const size = loadOnDemand<typeof ImageSize>('image-size').imageSize(bytes);
    if (size.type !== sizeTypes[mime] || !(size.width > 0) || !(size.height > 0)) {
      return null;
    }
    return { mime, width: size.width, height: size.height };
  } catch {
    return null;
  }
}

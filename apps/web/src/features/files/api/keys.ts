import { filesRootKey } from '../../../lib/query-keys';

/** Every query key of the files feature; `all` covers the listings and the folder tree. */
export const fileKeys = {
  all: filesRootKey,
  list: (path: string) => [...filesRootKey, 'list', path] as const,
  folders: [...filesRootKey, 'folders'] as const,
  /** The owner's trash (decisions §7.3). */
  trash: [...filesRootKey, 'trash'] as const,
};

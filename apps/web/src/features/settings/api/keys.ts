import { deadlinesRootKey } from '../../../lib/query-keys';

/** Every query key of the settings feature. The templates are the deadlines feature's list, under its root. */
export const settingsKeys = {
  all: ['settings'] as const,
  templates: () => [...deadlinesRootKey, 'templates'] as const,
};

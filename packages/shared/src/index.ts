import { z } from 'zod';

// The whole product speaks Indonesian: zod's built-in messages too, wherever a schema has no text of its own.
z.config(z.locales.id());

export * from './constants';
export * from './messages';
export * from './password-words';
export * from './events';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/two-factor';
export * from './schemas/user';
export * from './schemas/case';
export * from './schemas/files';
export * from './schemas/notification';
export * from './schemas/config';
export * from './schemas/deadlines';
export * from './schemas/case-documents';
export * from './schemas/trash';
export * from './schemas/calendar';
export * from './schemas/settings';
export * from './schemas/exports';
export * from './schemas/registers';
export * from './schemas/stats';
export * from './schemas/defendants';
export * from './schemas/detentions';
export * from './schemas/forms';
export * from './schemas/letters';
export * from './schemas/milestones';
export * from './money';
export * from './schemas/evidence';
export * from './schemas/recoveries';
export * from './schemas/audit';
export * from './schemas/import';

export * from './constants';
export * from './messages';
export * from './events';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/user';

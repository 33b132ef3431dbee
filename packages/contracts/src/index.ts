export * from './envelope';
export * from './errors';
export * from './business-types';
export * from './reference';
export * from './health';
export * from './env';
export * from './memberships';
export * from './needhelp';

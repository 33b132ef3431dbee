export * from './envelope';
export * from './errors';
export * from './business-types';
export * from './reference';
export * from './health';
export * from './env';
export * from './business';
export * from './business-profile';

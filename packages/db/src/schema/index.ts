export * from './reference';
export * from './meta';
export * from './mail';
export * from './users';
export * from './enquiries';

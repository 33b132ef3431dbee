export * from './reference';
export * from './meta';
export * from './mail';
export * from './users';
export * from './businesses';
export * from './products';
export * from './social';
export * from './search';

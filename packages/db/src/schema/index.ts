export * from './reference';
export * from './meta';

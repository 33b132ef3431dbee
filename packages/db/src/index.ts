export * as schema from './schema';
export { connectDatabase, type Db, type Tx, type Executor, type DatabaseHandle } from './client';
export { openDatabase, type OpenDatabase, type OpenOptions } from './open';
export { migrateDatabase, migrationsFolder } from './migrate';
export { seedReferenceData, referenceDataVersion } from './reference/seed';
export { leaveSignalsToHost, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
export { isSessionActive } from './sessions';
export { countLikes, likeCountSql } from './likes';
export { groupPostReadableSql } from './groups';
export { unseenBySnapshot } from './snapshots';
export {
  codeWritings,
  foldSearchText,
  plainTypedWords,
  typedSearchText,
  type CodeWriting,
} from './search-text';
export {
  createRateLimitStore,
  hitRateCounter,
  hitRateCounters,
  type BatchedRateLimit,
  readRateCounter,
  sweepRateCounters,
  type RateCount,
  type RateLimitStoreOptions,
} from './rate-limit';
export {
  appendAudit,
  findUserIdByEmail,
  grantOperatorRole,
  findOperator,
  revokeOperatorRole,
  type AuditActor,
  type AuditEntry,
} from './operators';

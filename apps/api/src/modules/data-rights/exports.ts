import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DATA_EXPORT_LINK_MINUTES,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type DataExportLink,
} from '@tradeforge/contracts';
import type { Db, Executor, schema } from '@tradeforge/db';
import { localeFromPreference } from '@tradeforge/i18n';
import type { Mailer } from '@tradeforge/mail';
import { AppError, notFound } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import { sharedSecret } from '../../platform/storage/secret';
import { collectUserData } from './collect';
import { exportReadyMail, type DataRightsMailContext } from './mails';
import * as repository from './repository';
import { dataRightsErrors } from './errors';

/** A build that throws is tried again on the next rounds; after this many, the export is marked failed. */
const MAX_ATTEMPTS = 3;
const FAILED_TEXT = 'The export could not be built. Request a new one; if it fails again, contact us.';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toDataExport(row: repository.DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    size: row.size,
    error: row.error,
  };
}

export const exportFileKey = (userId: string, exportId: string) => `users/${userId}/data-export/${exportId}`;

export interface DataExportDeps {
  db: Db;
  storage: StorageDriver;
  /** Images as their reader gets them: files in the private area (private groups' posts) as URLs signed now. */
  presentImages: (images: schema.StoredImage[]) => Promise<schema.StoredImage[]>;
  mailer: Mailer | undefined;
  mail: DataRightsMailContext;
  apiPublicUrl: string;
  retentionDays: number;
  log?: { error(details: object, message: string): void };
}

/**
 * "Export my data" (issue 19): a user asks, the job builds a JSON file of everything about them in the background,
 * stores it in the storage driver's private area (never `putPublic`) and mails them; the owner gets a signed link
 * valid for minutes, and the file is deleted after `retentionDays`.
 */
export function createDataExportService({
  db,
  storage,
  presentImages,
  mailer,
  mail,
  apiPublicUrl,
  retentionDays,
  log,
}: DataExportDeps) {
  const getSecret = sharedSecret(db, 'data-export-secret');
  const mac = (key: string, exportId: string, expires: number) =>
    createHmac('sha256', key).update(`data-export.${exportId}.${expires}`).digest('base64url');

  async function requireOwnReadyExport(userId: string, exportId: string) {
    const row = await repository.findExport(db, exportId);
    if (!row || row.userId !== userId) throw notFound(dataRightsErrors.text('exportGone'));
    if (row.status !== 'ready' || !row.fileKey || (row.expiresAt && row.expiresAt < new Date()))
      throw notFound(dataRightsErrors.text('exportNotReady'));
    return row;
  }

  /**
   * The file as its owner downloads it: the pictures of their posts in private groups, which the file names by
   * `private:` references (no browser opens those), become URLs signed at this download.
   */
  async function withSignedImages(bytes: Buffer) {
    if (!bytes.includes('"private:')) return bytes;
    const data = JSON.parse(bytes.toString('utf8')) as { posts?: { images?: schema.StoredImage[] }[] };
    for (const post of data.posts ?? []) if (post.images) post.images = await presentImages(post.images);
    return Buffer.from(JSON.stringify(data, null, 2));
  }

  /**
   * Builds the oldest pending export inside the transaction that claimed it; undefined when none is pending. A
   * failure is counted (committed, so the count holds) and the export stays pending for a later round, until the
   * last attempt marks it failed.
   */
  async function buildNext(): Promise<{ id: string; outcome: 'ready' | 'retry' | 'failed' } | undefined> {
    const outcome = await db.transaction(async (tx) => {
      const claimed = await repository.claimPendingExport(tx);
      if (!claimed) return undefined;
      try {
        const data = await collectUserData(tx, claimed.userId);
        if (!data) throw new Error('the user no longer exists');
        const body = Buffer.from(JSON.stringify(data, null, 2));
        const key = exportFileKey(claimed.userId, claimed.id);
        await storage.putUpload(key, body, 'application/json');
        await repository.markExportReady(tx, claimed.id, { key, size: body.length }, retentionDays);
        const row = await repository.findExport(tx, claimed.id);
        const readyFor = {
          userId: claimed.userId,
          email: String(data.profile.email),
          locale: localeFromPreference(data.profile.preferred_language_code as string | null),
          expiresAt: row!.expiresAt!,
        };
        return { id: claimed.id, outcome: 'ready' as const, readyFor };
      } catch (error) {
        log?.error({ err: error, exportId: claimed.id }, 'data export build failed');
        await storage.deleteUpload(exportFileKey(claimed.userId, claimed.id)).catch(() => undefined);
        const final = claimed.attempts + 1 >= MAX_ATTEMPTS;
        await repository.markExportFailed(tx, claimed.id, FAILED_TEXT, final);
        return { id: claimed.id, outcome: final ? ('failed' as const) : ('retry' as const) };
      }
    });
    // The mail goes after the commit, so nobody is told about a file whose row was rolled back.
    const readyFor = outcome && 'readyFor' in outcome ? outcome.readyFor : undefined;
    if (readyFor && mailer)
      await mailer.send({
        to: readyFor.email,
        kind: 'data-export',
        metadata: { userID: readyFor.userId, exportID: outcome!.id },
        ...exportReadyMail(mail, readyFor.locale, readyFor.expiresAt),
      });
    return outcome && { id: outcome.id, outcome: outcome.outcome };
  }

  return {
    async latest(userId: string) {
      const row = await repository.findLatestExport(db, userId);
      return { latest: row ? toDataExport(row) : null };
    },

    /** One pending export at a time (409), and at most a few a day (429). */
    async request(userId: string): Promise<DataExport> {
      const latest = await repository.findLatestExport(db, userId);
      if (latest?.status === 'pending')
        throw new AppError('Conflict', dataRightsErrors.text('exportPending'));
      if ((await repository.countRecentExports(db, userId)) >= DATA_EXPORTS_PER_DAY)
        throw new AppError(
          'TooManyRequests',
          dataRightsErrors.text('exportsPerDay', { count: DATA_EXPORTS_PER_DAY }),
        );
      const row = await repository.insertPendingExport(db, userId);
      if (!row) throw new AppError('Conflict', dataRightsErrors.text('exportPending'));
      return toDataExport(row);
    },

    /** A link to the file for its owner, valid for a few minutes and usable without the session header. */
    async link(userId: string, exportId: string): Promise<DataExportLink> {
      await requireOwnReadyExport(userId, exportId);
      const expires = Math.floor(Date.now() / 1000) + DATA_EXPORT_LINK_MINUTES * 60;
      const signature = mac(await getSecret(), exportId, expires);
      return {
        url: `${apiPublicUrl}/user/data-exports/${exportId}/download?exp=${expires}&sig=${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** The file behind a signed link; 404 for a wrong, expired or deleted one. */
    async download(exportId: string, expires: number, signature: string) {
      const expected = Buffer.from(mac(await getSecret(), exportId, expires));
      const given = Buffer.from(signature);
      if (
        expires * 1000 < Date.now() ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      )
        throw notFound(dataRightsErrors.text('linkExpired'));
      const row = await repository.findExport(db, exportId);
      if (!row || row.status !== 'ready' || !row.fileKey || (row.expiresAt && row.expiresAt < new Date()))
        throw notFound(dataRightsErrors.text('exportNotReady'));
      const bytes = await storage.readUpload(row.fileKey);
      if (!bytes) throw notFound(dataRightsErrors.text('exportDeleted'));
      return { bytes: await withSignedImages(bytes), createdAt: row.createdAt };
    },

    /**
     * One round of the job: expired files go, then pending exports are built one by one (each in its own
     * transaction holding its row), at most `batch` of them. Any number of instances run it side by side.
     */
    async run(batch = 10) {
      const swept = await this.sweep();
      const built: string[] = [];
      const failed: string[] = [];
      for (let index = 0; index < batch; index++) {
        const next = await buildNext();
        if (!next) break;
        if (next.outcome === 'ready') built.push(next.id);
        else failed.push(next.id);
        // A retried export is still the oldest pending one: it waits for the next round.
        if (next.outcome === 'retry') break;
      }
      return built.length + failed.length + swept > 0 ? { built, failed, swept } : undefined;
    },

    /** Deletes the files of exports past their expiry, then their rows; old failed rows go too. */
    async sweep(limit = 100) {
      const expired = await repository.findExpiredExports(db, limit);
      for (const row of expired) {
        if (row.fileKey) await storage.deleteUpload(row.fileKey);
        await repository.deleteExport(db, row.id);
      }
      await repository.deleteOldFailedExports(db);
      return expired.length;
    },

    /** Removes every export of a user and their files (account deletion). */
    async removeAll(tx: Executor, userId: string) {
      const rows = await repository.deleteUserExports(tx, userId);
      return rows.map((row) => row.fileKey).filter((key): key is string => !!key);
    },
    deleteFiles: async (keys: string[]) => {
      for (const key of keys) await storage.deleteUpload(key);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;

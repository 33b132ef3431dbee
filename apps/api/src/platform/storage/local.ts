import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertPublicKey,
  assertUploadKey,
  publicKeyFromUrl,
  PUBLIC_KEY_PATTERN,
  UPLOAD_KEY_PATTERN,
} from './keys';
import type { SignedPost, SignedPostInput, StorageDriver } from './types';

/** The policy a local signed post carries, signed with HMAC-SHA256. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  minSize: number;
  maxSize: number;
  /** Unix epoch seconds. */
  expires: number;
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;

/**
 * Files under DATA_DIR/uploads: `incoming/` holds posted files until upload-validate processes them, `public/`
 * the re-encoded images the API serves. The post target is the API's own `/files/upload` route.
 */
export function createLocalStorage(options: {
  root: string;
  secret: () => Promise<string>;
  apiPublicUrl: string;
}) {
  const incoming = path.join(options.root, 'incoming');
  const publicDir = path.join(options.root, 'public');
  const sign = async (encoded: string) =>
    createHmac('sha256', await options.secret())
      .update(encoded)
      .digest('base64url');
  const incomingPath = (key: string) => path.join(incoming, assertUploadKey(key));
  const filesUrl = `${options.apiPublicUrl}/files`;

  /** Where a posted file is written: a temporary name first, renamed once complete. */
  async function prepareIncoming(key: string) {
    const target = incomingPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.part`;
    return {
      temporary,
      commit: () => rename(temporary, target),
      discard: () => rm(temporary, { force: true }),
    };
  }

  const driver: StorageDriver = {
    async createSignedPost(input: SignedPostInput): Promise<SignedPost> {
      const policy: UploadPolicy = {
        key: input.key,
        contentType: input.contentType,
        minSize: input.minSize,
        maxSize: input.maxSize,
        expires: Math.floor(input.expiresAt.getTime() / 1000),
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return {
        url: `${options.apiPublicUrl}/files/upload`,
        fields: {
          key: input.key,
          'Content-Type': input.contentType,
          policy: encoded,
          signature: await sign(encoded),
        },
      };
    },
    async readUpload(key) {
      try {
        return await readFile(incomingPath(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async putUpload(key, body) {
      const target = await prepareIncoming(key);
      try {
        await writeFile(target.temporary, body);
        await target.commit();
      } catch (error) {
        await target.discard();
        throw error;
      }
    },
    async deleteUpload(key) {
      await rm(incomingPath(key), { force: true });
    },
    async putPublic(key, body) {
      const target = path.join(publicDir, assertPublicKey(key));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      return `${filesUrl}/${key}`;
    },
    async deletePublic(url) {
      const key = publicKeyFromUrl(url, filesUrl);
      if (key) await rm(path.join(publicDir, key), { force: true });
    },
  };

  return {
    driver,
    /** The policy of a post, when its signature is genuine and it has not expired; undefined otherwise. */
    async verifyPolicy(
      encoded: string | undefined,
      signature: string | undefined,
    ): Promise<UploadPolicy | undefined> {
      if (!encoded || !signature) return undefined;
      const expected = Buffer.from(await sign(encoded));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadPolicy;
      if (policy.expires * 1000 < Date.now() || !UPLOAD_KEY_PATTERN.test(policy.key)) return undefined;
      return policy;
    },
    prepareIncoming,
    /**
     * The files in `incoming/` last written before `before`: upload keys, and the `.part` files of posts that never
     * completed (as `partial`).
     */
    async listIncoming(before: Date): Promise<{ key: string; partial: boolean }[]> {
      const entries = await readdir(incoming, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
      );
      const found = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const name = path.relative(incoming, full).split(path.sep).join('/');
        const partial = name.endsWith('.part');
        const key = partial ? name.slice(0, -'.part'.length) : name;
        if (!UPLOAD_KEY_PATTERN.test(key)) continue;
        const modified = (await stat(full).catch(() => undefined))?.mtime;
        if (modified && modified < before) found.push({ key, partial });
      }
      return found;
    },
    /** Removes an incoming file, or the `.part` file of a post that never completed. */
    async removeIncoming(key: string, partial: boolean) {
      await rm(`${incomingPath(key)}${partial ? '.part' : ''}`, { force: true });
    },
    publicPath(key: string): string | undefined {
      return PUBLIC_KEY_PATTERN.test(key) ? path.join(publicDir, key) : undefined;
    },
  };
}

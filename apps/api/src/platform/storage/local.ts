import { createHmac, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertImageKey,
  assertUploadKey,
  IMAGE_KEY_PATTERN,
  publicKeyFromUrl,
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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under DATA_DIR/uploads: `incoming/` holds posted files until upload-validate processes them, `public/`
 * the re-encoded images the API serves to anyone, `private/` those it serves only through a signed, expiring URL
 * (`/files/private/{key}?expires=&signature=`). The post target is the API's own `/files/upload` route.
 */
export function createLocalStorage(options: {
  root: string;
  secret: () => Promise<string>;
  apiPublicUrl: string;
}) {
  const incoming = path.join(options.root, 'incoming');
  const publicDir = path.join(options.root, 'public');
  const privateDir = path.join(options.root, 'private');
  const sign = async (encoded: string) =>
    createHmac('sha256', await options.secret())
      .update(encoded)
      .digest('base64url');
  // A line break never occurs in a policy's base64url text, so a file signature cannot pass for a policy's.
  const signFile = (key: string, expires: number) => sign(`private-file\n${key}\n${expires}`);
  const matches = (expected: string, given: string) => {
    const [a, b] = [Buffer.from(expected), Buffer.from(given)];
    return a.length === b.length && timingSafeEqual(a, b);
  };
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
        if (isMissing(error)) return undefined;
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
      const target = path.join(publicDir, assertImageKey(key));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
      return `${filesUrl}/${key}`;
    },
    async deletePublic(url) {
      const key = publicKeyFromUrl(url, filesUrl);
      if (key) await rm(path.join(publicDir, key), { force: true });
    },
    async putPrivate(key, body) {
      const target = path.join(privateDir, assertImageKey(key));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async copyPublicToPrivate(url) {
      const key = publicKeyFromUrl(url, filesUrl);
      if (!key) return undefined;
      const target = path.join(privateDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(publicDir, key), target).catch((error: unknown) =>
        isMissing(error) ? undefined : Promise.reject(error),
      );
      return key;
    },
    async deletePrivate(key) {
      await rm(path.join(privateDir, assertImageKey(key)), { force: true });
    },
    async signPrivateUrl(key, window) {
      const expires = Math.floor(window.expiresAt.getTime() / 1000);
      const signature = await signFile(assertImageKey(key), expires);
      return `${filesUrl}/private/${key}?expires=${expires}&signature=${signature}`;
    },
  };

  return {
    driver,
    /** The policy of a post, when its signature is genuine and it has not expired; undefined otherwise. */
    async verifyPolicy(
      encoded: string | undefined,
      signature: string | undefined,
    ): Promise<UploadPolicy | undefined> {
      if (!encoded || !signature || !matches(await sign(encoded), signature)) return undefined;
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
      return IMAGE_KEY_PATTERN.test(key) ? path.join(publicDir, key) : undefined;
    },
    /**
     * The path of a private file and the seconds its URL has left, when the URL's signature is genuine and it has not
     * expired; undefined otherwise (the file may still be missing).
     */
    async privatePath(
      key: string,
      expires: string | undefined,
      signature: string | undefined,
    ): Promise<{ file: string; secondsLeft: number } | undefined> {
      if (!IMAGE_KEY_PATTERN.test(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature)
        return undefined;
      const secondsLeft = Number(expires) - Math.floor(Date.now() / 1000);
      if (secondsLeft <= 0 || !matches(await signFile(key, Number(expires)), signature)) return undefined;
      return { file: path.join(privateDir, key), secondsLeft };
    },
  };
}

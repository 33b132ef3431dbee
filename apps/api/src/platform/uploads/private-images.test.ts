import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { createPrivateImages, privateUrlWindow } from './private-images';

const key = (version: string) =>
  `users/00000000-0000-4000-8000-000000000001/business-image/00000000-0000-4000-8000-000000000002-${version}.webp`;
const HOUR = 3600_000;

let root = '';
let storage: ReturnType<typeof createLocalStorage>;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tradeforge-private-images-'));
  storage = createLocalStorage({ root, secret: async () => 's'.repeat(32), apiPublicUrl: '/api' });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('private image URLs', () => {
  it('are signed per hour: the same all hour, valid to the end of the next', () => {
    const start = Date.UTC(2026, 10, 29, 17);
    expect(privateUrlWindow(start + 5 * 60_000)).toEqual(privateUrlWindow(start + 59 * 60_000));
    expect(privateUrlWindow(start + 59 * 60_000)).toEqual({
      signedAt: new Date(start),
      expiresAt: new Date(start + 2 * HOUR),
    });
    expect(privateUrlWindow(start + HOUR).signedAt).toEqual(new Date(start + HOUR));
  });

  it('replace private references only, each key signed once, and leave public images as they are', async () => {
    const images = createPrivateImages(storage.driver);
    const publicImage = {
      url: '/api/files/a-large.webp',
      versions: { large: { url: '/api/files/a-large.webp', width: 1, height: 1 } },
    };
    const privateImage = {
      url: `private:${key('large')}`,
      versions: {
        thumb: { url: `private:${key('thumb')}`, width: 160, height: 120 },
        large: { url: `private:${key('large')}`, width: 800, height: 600 },
      },
    };
    const now = Date.UTC(2026, 10, 29, 17, 30);
    expect(await images.present([publicImage], now)).toEqual([publicImage]);
    const [shownPublic, shown] = await images.present([publicImage, privateImage], now);
    expect(shownPublic).toEqual(publicImage);
    const expires = (now - 30 * 60_000 + 2 * HOUR) / 1000;
    expect(shown!.url).toMatch(
      new RegExp(`^/api/files/private/${key('large')}\\?expires=${expires}&signature=[\\w-]{43}$`),
    );
    expect(shown!.versions!.large!.url).toBe(shown!.url);
    expect(shown!.versions!.thumb).toMatchObject({ width: 160, height: 120 });
    expect(shown!.versions!.thumb!.url).toMatch(`/api/files/private/${key('thumb')}?expires=${expires}&`);
  });

  it('are checked against key and expiry: a URL of one file opens no other', async () => {
    const window = privateUrlWindow();
    const url = new URL(await storage.driver.signPrivateUrl(key('large'), window), 'http://site.test');
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    expect(await storage.privatePath(key('large'), expires, signature)).toEqual({
      file: path.join(root, 'private', key('large')),
      secondsLeft: expect.any(Number),
    });
    expect(await storage.privatePath(key('thumb'), expires, signature)).toBeUndefined();
    expect(await storage.privatePath(key('large'), String(Number(expires) + 1), signature)).toBeUndefined();
    expect(await storage.privatePath(key('large'), expires, undefined)).toBeUndefined();
    const past = privateUrlWindow(Date.now() - 3 * HOUR);
    const old = new URL(await storage.driver.signPrivateUrl(key('large'), past), 'http://site.test');
    expect(
      await storage.privatePath(
        key('large'),
        old.searchParams.get('expires')!,
        old.searchParams.get('signature')!,
      ),
    ).toBeUndefined();
  });

  it('copy public files to the private area under their key, once per file', async () => {
    const publicUrl = await storage.driver.putPublic(key('medium'), Buffer.from('webp'), 'image/webp');
    const copied = await createPrivateImages(storage.driver).storePrivately({
      url: publicUrl,
      versions: { medium: { url: publicUrl, width: 640, height: 480 } },
    });
    expect(copied).toEqual({
      url: `private:${key('medium')}`,
      versions: { medium: { url: `private:${key('medium')}`, width: 640, height: 480 } },
    });
    expect(existsSync(path.join(root, 'private', key('medium')))).toBe(true);
    // The public file stays until its record is saved; the caller deletes it then.
    expect(existsSync(path.join(root, 'public', key('medium')))).toBe(true);
    const foreign = { url: 'https://elsewhere.example/picture.webp' };
    expect(await createPrivateImages(storage.driver).storePrivately(foreign)).toEqual(foreign);
  });
});

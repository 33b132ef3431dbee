import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImageVersions, imageQueue } from './images';

const VERSIONS = [
  { name: 'thumb', width: 160, height: 160 },
  { name: 'large', width: 1280, height: 1280 },
];
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('image versions', () => {
  it('makes every size version from one decode, fitting each box without enlarging', async () => {
    const versions = await encodeImageVersions(await photo(2000, 1000), VERSIONS);
    expect(versions.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumb', width: 160, height: 80 },
      { name: 'large', width: 1280, height: 640 },
    ]);
    const small = await encodeImageVersions(await photo(100, 50), VERSIONS);
    expect(small.map((version) => version.width)).toEqual([100, 100]);
    expect((await sharp(small[0]!.body).metadata()).format).toBe('webp');
  });

  it('encodes an image once for all the boxes it already fits', async () => {
    const versions = await encodeImageVersions(await photo(480, 480), [
      { name: 'thumb', width: 160, height: 160 },
      { name: 'medium', width: 640, height: 640 },
      { name: 'large', width: 1280, height: 1280 },
    ]);
    expect(versions.map(({ width, height }) => [width, height])).toEqual([
      [160, 160],
      [480, 480],
      [480, 480],
    ]);
    expect(versions[2]!.body).toBe(versions[1]!.body);
    expect(versions[0]!.body).not.toBe(versions[1]!.body);
  });

  it('decodes at most two images at once, however many arrive together', async () => {
    const bytes = await photo(1600, 1200);
    let peak = 0;
    const onStart = () => (peak = Math.max(peak, imageQueue.pending));
    imageQueue.addEventListener('active', onStart);
    try {
      await Promise.all(Array.from({ length: 8 }, () => encodeImageVersions(bytes, VERSIONS)));
    } finally {
      imageQueue.removeEventListener('active', onStart);
    }
    expect({ peak, running: imageQueue.pending, waiting: imageQueue.size }).toEqual({
      peak: 2,
      running: 0,
      waiting: 0,
    });
  });

  it('refuses bytes that are not an image', async () => {
    await expect(encodeImageVersions(Buffer.from('<svg onload=alert(1)>'), VERSIONS)).rejects.toMatchObject({
      code: 'ValidationError',
    });
  });
});

import { fileTypeFromBuffer } from 'file-type';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { IMAGE_CONTENT_TYPES } from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';
import { imageErrors } from './errors';

export interface ImageVersionSpec {
  name: string;
  width: number;
  height: number;
}

export interface EncodedVersion {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

/** Refuses pixel floods (a tiny file that decodes to gigabytes) before sharp allocates anything. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Images decoded at once in this process; more wait their turn (each may take tens of MB while it is worked). */
const IMAGE_JOBS_AT_ONCE = 2;
export const imageQueue = new PQueue({ concurrency: IMAGE_JOBS_AT_ONCE });

/**
 * Checks that the bytes really are one of the accepted image formats (the declared type and the file name mean
 * nothing), then re-encodes each size version as WebP. The image is decoded once, into pixels no larger than the
 * largest version, and every version is made from those pixels. Re-encoding drops every metadata block (EXIF,
 * GPS, ICC comments) and anything smuggled after the image data; EXIF orientation is applied first. Jobs go through
 * one queue per process, so a save with many images does not decode them all at once.
 */
export async function encodeImageVersions(
  bytes: Buffer,
  versions: ImageVersionSpec[],
): Promise<EncodedVersion[]> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_CONTENT_TYPES as readonly string[]).includes(detected.mime))
    throw new AppError('ValidationError', imageErrors.text('notAnImage'));
  try {
    return await imageQueue.add(() => encode(bytes, versions));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ValidationError', imageErrors.text('unreadable'));
  }
}

async function encode(bytes: Buffer, versions: ImageVersionSpec[]): Promise<EncodedVersion[]> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({
      width: Math.max(...versions.map((version) => version.width)),
      height: Math.max(...versions.map((version) => version.height)),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encodeAt = async (box: { width: number; height: number }) => {
    const encoded = await sharp(data, { raw })
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: encoded.data, width: encoded.info.width, height: encoded.info.height };
  };
  // Every box the decoded image already fits gives the same pixels: they are encoded once (a 480 px picture is
  // both its medium and large version), which is a third of the work of most uploads.
  let unscaled: ReturnType<typeof encodeAt> | undefined;
  const fits = (version: ImageVersionSpec) => version.width >= raw.width && version.height >= raw.height;
  return Promise.all(
    versions.map(async (version) => ({
      name: version.name,
      ...(await (fits(version) ? (unscaled ??= encodeAt(version)) : encodeAt(version))),
    })),
  );
}

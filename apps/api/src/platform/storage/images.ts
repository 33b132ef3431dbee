import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_CONTENT_TYPES, UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';

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

/**
 * Checks that the bytes really are one of the accepted image formats (the declared type and the file name mean
 * nothing), then re-encodes each size version as WebP. Re-encoding drops every metadata block (EXIF, GPS, ICC
 * comments) and anything smuggled after the image data; EXIF orientation is applied first.
 */
export async function encodeImageVersions(
  bytes: Buffer,
  versions: ImageVersionSpec[],
): Promise<EncodedVersion[]> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_CONTENT_TYPES as readonly string[]).includes(detected.mime))
    throw new AppError('ValidationError', UPLOAD_MESSAGES.notAnImage);
  try {
    return await Promise.all(
      versions.map(async (version) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
          .rotate()
          .resize({ width: version.width, height: version.height, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { name: version.name, body: data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ValidationError', `${UPLOAD_MESSAGES.notAnImage} It could not be read.`);
  }
}

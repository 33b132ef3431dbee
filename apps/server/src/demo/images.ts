import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiServices } from '@tradeforge/api';
import type { UploadRequestBody } from '@tradeforge/contracts';
import type { Drawing } from './drawings/sources';

/** One colour per industry, in the order of the taxonomy. */
const PALETTE = [
  '#1f4e79',
  '#2e7d32',
  '#c62828',
  '#4e342e',
  '#37474f',
  '#6a1b9a',
  '#ad1457',
  '#00838f',
  '#d84315',
  '#5d4037',
  '#558b2f',
  '#795548',
  '#0277bd',
  '#ef6c00',
  '#283593',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A square PNG: the initials on the industry's colour, with a caption underneath (logos, post pictures). */
export async function renderPicture(initials: string, caption: string, colourIndex: number, size = 480) {
  const colour = PALETTE[colourIndex % PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#101820"/></linearGradient></defs>
  <rect width="640" height="640" fill="url(#g)"/>
  <circle cx="320" cy="270" r="170" fill="#ffffff" fill-opacity="0.12"/>
  <text x="320" y="320" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700"
    fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
  <text x="320" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#ffffff"
    fill-opacity="0.85" text-anchor="middle">${escapeXml(caption.slice(0, 30))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

const drawingsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tradeforge/server/package.json')),
  'src/demo/drawings',
);
const drawings = new Map<Drawing, Promise<Buffer>>();

/**
 * A product kind's line drawing, as shipped beside `drawings/sources.ts` (a WebP of a few KB), read once per
 * process. Found through the package's folder, so the bundled server (`dist/main.js`) finds it as the sources do.
 */
export function readDrawing(name: Drawing) {
  let bytes = drawings.get(name);
  if (!bytes) drawings.set(name, (bytes = readFile(path.join(drawingsDir, `${name}.webp`))));
  return bytes;
}

/**
 * Uploads a picture the way a browser does: asks for a signed post, puts the bytes where the post would have
 * written them (whichever storage driver is configured), and answers the upload token. The service that takes
 * the token re-encodes the image like any other.
 */
export async function uploadPicture(services: ApiServices, userId: string, png: Buffer): Promise<string> {
  const [token] = await uploadPictures(services, userId, [png]);
  return token!;
}

/** Several pictures of one user at once (PNG, or WebP when `contentType` says so), as a gallery sends them. */
export async function uploadPictures(
  services: ApiServices,
  userId: string,
  pngs: Buffer[],
  contentType: 'image/png' | 'image/webp' = 'image/png',
) {
  // The schema's content-type union is built from a list, which its static type cannot follow (it reads never).
  const bodies = pngs.map((png) => ({ contentType, fileSize: png.length }) as unknown as UploadRequestBody);
  const granted = await services.photos.requestUploads({ id: userId }, 'business-image', bodies);
  const tokens = granted.map((upload) => upload.token);
  await services.photos.storeUploads(
    userId,
    'business-image',
    pngs.map((bytes, index) => ({ token: tokens[index]!, bytes })),
  );
  return tokens;
}

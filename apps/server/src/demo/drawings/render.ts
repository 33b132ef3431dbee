/**
 * Renders the demo product drawings (`sources.ts`) to the WebP files beside this one, which are committed: the
 * demo loader uploads them as they are. Run after changing a drawing: `npm run drawings -w apps/server`.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DRAWING_NAMES, drawingSvg } from './sources';

/**
 * Pixels a side, and the WebP quality: line drawings stay sharp enough at twice this size on the product page, and
 * the 49 files weigh about 64 KB in all.
 */
export const DRAWING_SIZE = 256;

export async function renderDrawing(name: (typeof DRAWING_NAMES)[number]) {
  return sharp(Buffer.from(drawingSvg(name, DRAWING_SIZE)))
    .webp({ quality: 30, effort: 6, preset: 'picture' })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let total = 0;
  for (const name of DRAWING_NAMES) {
    const bytes = await renderDrawing(name);
    total += bytes.length;
    await writeFile(new URL(`./${name}.webp`, import.meta.url), bytes);
  }
  console.log(`${DRAWING_NAMES.length} drawings, ${(total / 1024).toFixed(1)} KB in all`);
}

/**
 * The demo products' pictures: one line drawing per kind of product, as SVG on a 240 px square. `render.ts` turns
 * them into the WebP files beside this one, which the demo loader uploads (rendering them at every first start
 * would cost time for the same pixels). Edit a drawing in `equipment.ts` or `goods.ts`, then run
 * `npm run drawings -w apps/server`.
 */
import { EQUIPMENT_DRAWINGS } from './equipment';
import { GOODS_DRAWINGS } from './goods';
import { INK } from './svg';

export const DRAWINGS = { ...EQUIPMENT_DRAWINGS, ...GOODS_DRAWINGS };

export type Drawing = keyof typeof DRAWINGS;
export const DRAWING_NAMES = Object.keys(DRAWINGS) as Drawing[];

/** The drawing as a whole SVG document: the lines on a light background, `size` pixels square. */
export function drawingSvg(name: Drawing, size: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="#f3f5f8"/>
  <g fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${DRAWINGS[name]}</g>
</svg>`;
}

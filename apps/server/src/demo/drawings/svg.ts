/** Colours and helpers the demo product drawings share (`equipment.ts`, `goods.ts`). */
export const INK = '#1f2a37';
export const STEEL = '#cbd5e1';
export const DARK = '#475569';

/** Points of a regular polygon or a star, as an SVG `points` list. */
export function ring(cx: number, cy: number, radii: number[], count: number, turn = 0) {
  return Array.from({ length: count * radii.length }, (_, index) => {
    const angle = turn + (index * 2 * Math.PI) / (count * radii.length);
    const radius = radii[index % radii.length]!;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** Straight lines, each `[x1, y1, x2, y2]`, in one path. */
export const lines = (segments: number[][], width = 3) =>
  `<path stroke-width="${width}" d="${segments.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('')}"/>`;
export const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

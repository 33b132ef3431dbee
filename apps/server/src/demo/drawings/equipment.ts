import { DARK, INK, lines, range, ring, STEEL } from './svg';

const gearTeeth = ring(120, 120, [88, 88, 70, 70], 12, 0.1);
const solar = () => {
  const a = [40, 70];
  const b = [200, 50];
  const c = [215, 150];
  const d = [30, 170];
  const at = (p: number[], q: number[], t: number) => [
    p[0]! + t * (q[0]! - p[0]!),
    p[1]! + t * (q[1]! - p[1]!),
  ];
  const columns = [0.25, 0.5, 0.75].map((t) => [...at(a, b, t), ...at(d, c, t)]);
  const rows = [1 / 3, 2 / 3].map((t) => [...at(a, d, t), ...at(b, c, t)]);
  return `<polygon fill="#1e40af" points="${[a, b, c, d].map((p) => p.join(',')).join(' ')}"/>
    <g stroke="#93c5fd">${lines([...columns, ...rows], 3)}</g>`;
};
const blade = (angle: number) =>
  `<path fill="#fff" transform="translate(120 78) rotate(${angle})" d="M0 0C7-12 9-50 3-72C-3-50-7-12 0 0Z"/>`;

/** Machines, parts and materials: the drawings of the technical industries and construction. */
export const EQUIPMENT_DRAWINGS = {
  controller: `<rect x="20" y="150" width="200" height="14" fill="${STEEL}"/>
    <rect x="62" y="48" width="116" height="152" rx="8" fill="#dbe7f5"/>
    <rect x="80" y="84" width="80" height="32" rx="3" fill="${INK}"/>
    ${range(78, 162, 16)
      .map((x) => `<circle cx="${x}" cy="64" r="4"/><circle cx="${x}" cy="184" r="4"/>`)
      .join('')}
    <circle cx="86" cy="138" r="5" fill="#22c55e"/><circle cx="104" cy="138" r="5" fill="#22c55e"/>
    <circle cx="122" cy="138" r="5" fill="#f59e0b"/>`,
  sensor: `<path stroke-width="7" d="M42 120C20 124 16 150 30 170S40 205 24 220"/>
    <rect x="42" y="100" width="122" height="40" rx="6" fill="${STEEL}"/>
    <g stroke="${DARK}">${lines(
      range(56, 150, 9).map((x) => [x, 102, x - 4, 138]),
      2,
    )}</g>
    <rect x="72" y="90" width="16" height="60" rx="2" fill="#94a3b8"/>
    <rect x="124" y="90" width="16" height="60" rx="2" fill="#94a3b8"/>
    <rect x="164" y="104" width="22" height="32" rx="5" fill="#f59e0b"/>
    <circle cx="54" cy="110" r="4" fill="#ef4444" stroke="none"/>`,
  robot: `<rect x="55" y="192" width="90" height="20" rx="4" fill="#94a3b8"/>
    <rect x="78" y="160" width="44" height="32" rx="4" fill="#f59e0b"/>
    <path stroke="${INK}" stroke-width="26" d="M100 165L78 92L160 70L178 112"/>
    <path stroke="#f59e0b" stroke-width="17" d="M100 165L78 92L160 70L178 112"/>
    <circle cx="100" cy="165" r="13" fill="#fff"/><circle cx="78" cy="92" r="13" fill="#fff"/>
    <circle cx="160" cy="70" r="12" fill="#fff"/>
    <path stroke-width="6" d="M170 122L164 146M186 120L194 144"/>`,
  motor: `<rect x="42" y="82" width="118" height="80" rx="10" fill="#bfdbfe"/>
    ${lines(
      range(96, 150, 13).map((y) => [50, y, 152, y]),
      3,
    )}
    <rect x="82" y="62" width="44" height="20" rx="3" fill="#93c5fd"/>
    <rect x="160" y="92" width="22" height="60" rx="6" fill="#93c5fd"/>
    <rect x="182" y="114" width="32" height="16" fill="${STEEL}"/>
    <path d="M56 162L56 178M142 162L142 178M36 180L176 180"/>`,
  pump: `<rect x="30" y="176" width="190" height="12" fill="#94a3b8"/>
    <path d="M95 163L95 176"/>
    <rect x="82" y="44" width="26" height="34" fill="#93c5fd"/><rect x="74" y="36" width="42" height="10" fill="${STEEL}"/>
    <rect x="22" y="104" width="30" height="26" fill="#93c5fd"/><rect x="14" y="96" width="10" height="42" fill="${STEEL}"/>
    <circle cx="95" cy="117" r="48" fill="#93c5fd"/><circle cx="95" cy="117" r="17" fill="#fff"/>
    <rect x="143" y="92" width="70" height="52" rx="8" fill="#dbeafe"/>
    ${lines(
      range(102, 136, 11).map((y) => [150, y, 206, y]),
      3,
    )}
    <path d="M178 144L178 176"/>`,
  valve: `<rect x="24" y="132" width="192" height="36" fill="${STEEL}"/>
    <rect x="18" y="118" width="14" height="64" rx="2" fill="#94a3b8"/>
    <rect x="208" y="118" width="14" height="64" rx="2" fill="#94a3b8"/>
    <path fill="#fca5a5" d="M88 132L98 96H142L152 132Z"/>
    <path d="M120 96V56"/>
    <ellipse cx="120" cy="50" rx="44" ry="12" stroke="#dc2626" stroke-width="7"/>
    <path stroke-width="4" d="M76 50H164M120 38V62"/>`,
  cylinder: `<circle cx="20" cy="120" r="11" fill="${STEEL}"/>
    <rect x="30" y="94" width="130" height="52" rx="6" fill="#fde68a"/>
    <rect x="24" y="88" width="14" height="64" rx="2" fill="#94a3b8"/>
    <rect x="152" y="88" width="14" height="64" rx="2" fill="#94a3b8"/>
    <rect x="166" y="111" width="44" height="18" fill="#e5e7eb"/>
    <circle cx="214" cy="120" r="13" fill="${STEEL}"/>
    <rect x="52" y="76" width="14" height="18" fill="#94a3b8"/><rect x="124" y="76" width="14" height="18" fill="#94a3b8"/>`,
  cable: `<circle cx="105" cy="115" r="82" fill="#e7c9a0"/>
    <circle cx="105" cy="115" r="60" fill="#2563eb"/>
    <circle cx="105" cy="115" r="24" fill="#e7c9a0"/><circle cx="105" cy="115" r="8" fill="#fff"/>
    <path stroke="#2563eb" stroke-width="9" d="M150 160C178 182 190 196 204 206"/>
    <rect x="198" y="198" width="30" height="22" rx="4" fill="${STEEL}" transform="rotate(35 213 209)"/>`,
  chip: `<g stroke="#94a3b8" stroke-width="7">${range(80, 160, 16)
    .map((p) => `<path d="M${p} 64V44M${p} 176V196M64 ${p}H44M176 ${p}H196"/>`)
    .join('')}</g>
    <rect x="64" y="64" width="112" height="112" rx="6" fill="#374151"/>
    <circle cx="84" cy="84" r="7" fill="#6b7280" stroke="none"/>`,
  'circuit-board': `<rect x="22" y="42" width="196" height="156" rx="8" fill="#15803d"/>
    <g stroke="#86efac">${lines(
      [
        [95, 100, 50, 100],
        [95, 120, 40, 120],
        [145, 100, 200, 80],
        [145, 120, 200, 120],
        [110, 135, 110, 180],
        [130, 135, 150, 180],
        [120, 85, 120, 58],
      ],
      3,
    )}</g>
    <rect x="95" y="85" width="50" height="50" fill="${INK}"/>
    <rect x="40" y="150" width="30" height="14" fill="#fef3c7"/><rect x="168" y="146" width="14" height="30" fill="#fef3c7"/>
    <circle cx="60" cy="72" r="11" fill="#e5e7eb"/>
    ${[
      [36, 56],
      [204, 56],
      [36, 184],
      [204, 184],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#fff"/>`)
      .join('')}`,
  screen: `<rect x="26" y="38" width="188" height="128" rx="8" fill="#e2e8f0"/>
    <rect x="40" y="52" width="160" height="100" rx="2" fill="#bfdbfe"/>
    <path fill="#60a5fa" stroke-width="3" d="M54 140V112H70V140M82 140V96H98V140M110 140V104H126V140"/>
    <path stroke="#1d4ed8" stroke-width="4" d="M140 128L156 104L170 116L188 78"/>
    <path d="M110 166V186M72 192H168"/>`,
  battery: `<rect x="72" y="42" width="24" height="16" fill="#94a3b8"/><rect x="144" y="42" width="24" height="16" fill="#94a3b8"/>
    <rect x="52" y="58" width="136" height="150" rx="10" fill="#dcfce7"/>
    <rect x="52" y="98" width="136" height="56" fill="#22c55e"/>
    <path fill="#fde047" d="M128 104L100 130H120L110 150L142 120H122Z"/>
    <path stroke-width="4" d="M76 74H92M84 66V82M146 74H162"/>`,
  'solar-panel': `${solar()}<path d="M118 164V206M96 206H142M72 168L62 206M172 156L184 206"/>
    <circle cx="206" cy="28" r="12" fill="#fde047" stroke="#f59e0b"/>`,
  'wind-turbine': `<path fill="#e5e7eb" d="M115 84H125L133 214H107Z"/>
    <rect x="110" y="70" width="34" height="15" rx="5" fill="#f8fafc"/>
    ${[0, 120, 240].map(blade).join('')}<circle cx="120" cy="78" r="8" fill="#fff"/>
    <path d="M40 214H200"/>`,
  generator: `<rect x="58" y="48" width="12" height="28" fill="#94a3b8"/>
    <rect x="22" y="76" width="196" height="100" rx="6" fill="#fde047"/>
    <rect x="38" y="90" width="84" height="72" rx="3" fill="#fef9c3"/>
    <rect x="52" y="100" width="32" height="20" fill="${INK}"/>
    ${lines(
      range(94, 154, 12).map((y) => [140, y, 204, y]),
      3,
    )}
    <rect x="16" y="176" width="208" height="14" fill="#6b7280"/>`,
  machine: `<rect x="20" y="44" width="172" height="152" rx="6" fill="#e2e8f0"/>
    <rect x="38" y="62" width="104" height="80" rx="4" fill="#bae6fd"/>
    <rect x="82" y="62" width="16" height="40" fill="#94a3b8"/><path d="M90 102V114"/>
    <rect x="64" y="122" width="52" height="14" fill="#f59e0b"/>
    <path d="M90 150V190"/>
    <rect x="152" y="58" width="54" height="86" rx="4" fill="#334155"/>
    <rect x="160" y="66" width="38" height="28" fill="#60a5fa"/>
    <circle cx="168" cy="112" r="5" fill="#22c55e"/><circle cx="186" cy="112" r="5" fill="#ef4444"/>
    <circle cx="177" cy="130" r="6" fill="#f59e0b"/>
    <rect x="16" y="196" width="180" height="12" fill="#94a3b8"/>`,
  forklift: `<rect x="150" y="44" width="10" height="132" fill="#94a3b8"/>
    <path d="M160 120V166H212" stroke-width="7"/>
    <path d="M76 112L80 60H128L124 112" stroke-width="6"/>
    <rect x="42" y="118" width="18" height="48" fill="${DARK}"/>
    <path fill="#f59e0b" d="M60 172V112H124L142 150H150V172Z"/>
    <circle cx="84" cy="176" r="18" fill="${INK}"/><circle cx="84" cy="176" r="6" fill="#9ca3af"/>
    <circle cx="134" cy="180" r="14" fill="${INK}"/><path d="M20 196H226"/>`,
  loader: `<path fill="#f59e0b" d="M40 160V112H96V62H140L150 112H170V160Z"/>
    <rect x="104" y="72" width="30" height="34" fill="#bae6fd"/>
    <path d="M170 128L196 116" stroke-width="8"/>
    <path fill="#94a3b8" d="M190 96L226 104L222 152L190 140Z"/>
    <circle cx="72" cy="166" r="28" fill="${INK}"/><circle cx="72" cy="166" r="10" fill="#9ca3af"/>
    <circle cx="150" cy="166" r="28" fill="${INK}"/><circle cx="150" cy="166" r="10" fill="#9ca3af"/>
    <path d="M60 112V84" stroke-width="6"/>`,
  tractor: `<path fill="#16a34a" d="M40 150V110H92V60H140V110H176L186 150Z"/>
    <rect x="100" y="70" width="32" height="38" fill="#bae6fd"/>
    <path d="M60 110V78" stroke-width="7"/>
    <circle cx="134" cy="160" r="42" fill="${INK}"/><circle cx="134" cy="160" r="16" fill="#fde047"/>
    <circle cx="58" cy="176" r="24" fill="${INK}"/><circle cx="58" cy="176" r="9" fill="#fde047"/>`,
  bearing: `<circle cx="120" cy="120" r="86" fill="${STEEL}"/>
    <circle cx="120" cy="120" r="70" fill="#e5e7eb"/>
    ${Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4;
      return `<circle cx="${(120 + 58 * Math.cos(angle)).toFixed(1)}" cy="${(120 + 58 * Math.sin(angle)).toFixed(1)}" r="12" fill="#f8fafc"/>`;
    }).join('')}
    <circle cx="120" cy="120" r="44" fill="${STEEL}"/>
    <circle cx="120" cy="120" r="28" fill="#f3f5f8"/>`,
  gear: `<polygon fill="#94a3b8" points="${gearTeeth}"/>
    <circle cx="120" cy="120" r="48" fill="${STEEL}"/>
    ${[0, 90, 180, 270]
      .map((angle) => {
        const x = 120 + 34 * Math.cos((angle * Math.PI) / 180);
        const y = 120 + 34 * Math.sin((angle * Math.PI) / 180);
        return `<circle cx="${x}" cy="${y}" r="8" fill="#f3f5f8"/>`;
      })
      .join('')}
    <circle cx="120" cy="120" r="16" fill="#f3f5f8"/>`,
  drill: `<path fill="#f59e0b" d="M42 84H170Q186 84 186 100V110Q186 126 170 126H122L112 190H76L86 126H42Z"/>
    <rect x="186" y="94" width="22" height="24" fill="#6b7280"/>
    <path stroke-width="6" d="M208 106H232"/>
    <rect x="64" y="190" width="66" height="20" rx="4" fill="${INK}"/>
    <path stroke-width="6" d="M96 138V156"/>
    ${lines(
      range(120, 160, 10).map((x) => [x, 94, x, 116]),
      3,
    )}`,
  gauge: `<rect x="110" y="184" width="20" height="18" fill="#d4a017"/>
    <polygon fill="#d4a017" points="${ring(120, 210, [16], 6)}"/>
    <circle cx="120" cy="108" r="78" fill="#f8fafc" stroke-width="9"/>
    <path stroke="#dc2626" stroke-width="8" d="M163 149A60 60 0 0 0 178 118"/>
    ${lines(
      Array.from({ length: 7 }, (_, index) => {
        const angle = ((135 + index * 45) * Math.PI) / 180;
        return [
          120 + 52 * Math.cos(angle),
          108 + 52 * Math.sin(angle),
          120 + 64 * Math.cos(angle),
          108 + 64 * Math.sin(angle),
        ].map((value) => Math.round(value));
      }),
      4,
    )}
    <path stroke="#dc2626" stroke-width="6" d="M120 108L158 72"/>
    <circle cx="120" cy="108" r="8" fill="${INK}"/>`,
  bricks: `${[0, 1, 2, 3, 4]
    .map((row) =>
      range(row % 2 ? 2 : -30, 200, 64)
        .map(
          (x) =>
            `<rect x="${Math.max(x, 20)}" y="${50 + row * 30}" width="${Math.min(x + 60, 220) - Math.max(x, 20)}" height="26" fill="${row % 2 ? '#ef8a6a' : '#f5a78a'}"/>`,
        )
        .join(''),
    )
    .join('')}
    <path d="M16 204H224"/>`,
  pipes: `${[
    [40, 70],
    [40, 110],
    [40, 150],
    [70, 130],
    [70, 90],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="140" height="36" fill="${STEEL}"/><ellipse cx="${x! + 140}" cy="${y! + 18}" rx="10" ry="18" fill="#e5e7eb"/><ellipse cx="${x! + 140}" cy="${y! + 18}" rx="5" ry="11" fill="${DARK}"/>`,
    )
    .join('')}`,
  bolt: `<polygon fill="#94a3b8" points="${ring(56, 100, [34], 6, Math.PI / 6)}"/>
    <rect x="84" y="84" width="120" height="32" fill="${STEEL}"/>
    ${lines(
      range(100, 196, 10).map((x) => [x, 86, x - 6, 114]),
      3,
    )}
    <polygon fill="#94a3b8" points="${ring(150, 170, [32], 6, Math.PI / 6)}"/>
    <circle cx="150" cy="170" r="14" fill="#f3f5f8"/>`,
  bulb: `<path fill="#fef9c3" d="M88 146C60 126 60 60 120 50C180 60 180 126 152 146V162H88Z"/>
    <rect x="90" y="162" width="60" height="34" rx="4" fill="#9ca3af"/>
    ${lines(
      [
        [90, 172, 150, 172],
        [90, 184, 150, 184],
      ],
      3,
    )}
    <path d="M112 204H128"/>
    <path stroke="#f59e0b" stroke-width="4" d="M106 146V112L114 100L120 112L126 100L134 112V146"/>
    <g stroke="#f59e0b">${lines(
      [
        [120, 20, 120, 34],
        [56, 48, 66, 58],
        [184, 48, 174, 58],
        [34, 104, 48, 104],
        [206, 104, 192, 104],
      ],
      5,
    )}</g>`,
};

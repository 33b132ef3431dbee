import { DARK, INK, lines, range, STEEL } from './svg';

/** Consumer and health goods, food, furniture and services: the drawings of the other industries. */
export const GOODS_DRAWINGS = {
  shirt: `<path fill="#60a5fa" d="M84 42L102 38Q120 60 138 38L156 42L206 74L186 108L164 96V202H76V96L54 108L34 74Z"/>
    <path stroke-width="4" d="M102 38Q120 74 138 38"/>`,
  boot: `<path fill="#b45309" d="M48 172V58H104L108 118L172 132Q208 140 208 172Z"/>
    <rect x="42" y="172" width="172" height="16" rx="6" fill="${INK}"/>
    ${lines(
      range(74, 110, 12).map((y) => [88, y, 108, y + 4]),
      4,
    )}
    <path stroke-width="4" d="M48 80H104"/>`,
  fabric: `<path fill="#f5d0fe" d="M64 150H190L210 208H44Z"/>
    <rect x="64" y="62" width="126" height="88" fill="#e9d5ff"/>
    <g stroke="#a855f7">${lines(
      range(84, 176, 18).map((x) => [x, 62, x, 150]),
      4,
    )}</g>
    <ellipse cx="64" cy="106" rx="22" ry="44" fill="#c084fc"/><ellipse cx="64" cy="106" rx="7" ry="14" fill="#fff"/>`,
  'pump-bottle': `<path fill="${STEEL}" d="M104 50H162V40H104Z"/><rect x="162" y="42" width="22" height="7"/>
    <rect x="114" y="50" width="12" height="26" fill="#e5e7eb"/>
    <rect x="100" y="76" width="40" height="18" rx="3" fill="#e5e7eb"/>
    <rect x="82" y="94" width="76" height="118" rx="18" fill="#fbcfe8"/>
    <rect x="92" y="128" width="56" height="48" rx="4" fill="#fff"/>
    <path stroke-width="3" d="M102 146H138M102 158H130"/>`,
  toy: `<rect x="36" y="140" width="168" height="56" rx="4" fill="#ef4444"/>
    ${range(48, 180, 40)
      .map((x) => `<rect x="${x}" y="126" width="24" height="14" rx="3" fill="#ef4444"/>`)
      .join('')}
    <rect x="68" y="82" width="112" height="44" rx="4" fill="#3b82f6"/>
    ${[80, 120, 156].map((x) => `<rect x="${x}" y="68" width="20" height="14" rx="3" fill="#3b82f6"/>`).join('')}
    <rect x="96" y="38" width="48" height="30" rx="4" fill="#fde047"/>`,
  handbag: `<path fill="none" stroke-width="9" d="M84 102Q84 42 120 42Q156 42 156 102"/>
    <path fill="#d97706" d="M48 100H192L208 204H32Z"/>
    <path stroke-width="4" d="M48 128H192"/><rect x="110" y="120" width="20" height="18" rx="3" fill="#fde047"/>`,
  ring: `<ellipse cx="120" cy="156" rx="58" ry="48" stroke="#d4a017" stroke-width="14"/>
    <path fill="#d4a017" d="M104 112L112 98H128L136 112Z"/>
    <polygon fill="#bae6fd" points="92,72 148,72 164,90 120,128 76,90"/>
    <path stroke-width="3" d="M76 90H164M104 72L96 90L120 128L144 90L136 72"/>`,
  sack: `<path fill="#e7d3a8" d="M76 62Q56 92 58 140L54 200Q120 216 186 200L182 140Q184 92 164 62Z"/>
    <path fill="#d6bc85" d="M76 62L92 36L106 58L120 34L134 58L148 36L164 62Z"/>
    <path stroke-width="6" d="M74 66Q120 80 166 66"/>
    <path stroke="#92400e" stroke-width="4" d="M120 180V108"/>
    ${[124, 144, 164]
      .map(
        (y) =>
          `<ellipse cx="110" cy="${y - 8}" rx="5" ry="9" transform="rotate(-30 110 ${y - 8})" fill="#f59e0b"/><ellipse cx="130" cy="${y - 8}" rx="5" ry="9" transform="rotate(30 130 ${y - 8})" fill="#f59e0b"/>`,
      )
      .join('')}`,
  watch: `<rect x="92" y="20" width="56" height="58" rx="6" fill="#78350f"/>
    <rect x="92" y="162" width="56" height="58" rx="6" fill="#78350f"/>
    <rect x="174" y="112" width="12" height="16" rx="2" fill="#9ca3af"/>
    <circle cx="120" cy="120" r="58" fill="#e5e7eb"/><circle cx="120" cy="120" r="46" fill="#fff"/>
    <path stroke-width="5" d="M120 120V88M120 120L142 132"/>`,
  glasses: `<path stroke-width="6" d="M38 110L14 88M202 110L226 88"/>
    <circle cx="74" cy="126" r="38" fill="#bae6fd"/><circle cx="166" cy="126" r="38" fill="#bae6fd"/>
    <path stroke-width="6" d="M110 118Q120 104 130 118"/>`,
  cap: `<path fill="#ef4444" d="M46 146Q50 58 126 56Q192 60 196 146Z"/>
    <path fill="#b91c1c" d="M150 146Q214 138 228 164Q192 176 140 162Z"/>
    <path stroke-width="3" d="M126 56Q108 96 104 146M126 56Q150 96 156 146"/>`,
  apple: `<path fill="#ef4444" d="M120 76C96 58 50 66 52 118C54 168 88 206 120 190C152 206 186 168 188 118C190 66 144 58 120 76Z"/>
    <path stroke-width="6" d="M120 76Q118 52 130 36"/>
    <path fill="#22c55e" d="M132 58Q150 30 182 40Q164 70 132 58Z"/>`,
  drink: `<rect x="106" y="26" width="28" height="16" rx="3" fill="#ef4444"/>
    <path fill="#bbf7d0" d="M108 42H132V78Q156 92 156 120V206Q156 214 148 214H92Q84 214 84 206V120Q84 92 108 78Z"/>
    <rect x="84" y="132" width="72" height="50" fill="#fff"/>
    <path stroke-width="3" d="M96 150H144M96 164H132"/>`,
  chair: `<rect x="82" y="30" width="76" height="84" rx="18" fill="#475569"/>
    <path stroke-width="6" d="M120 114V124"/>
    <rect x="70" y="124" width="100" height="24" rx="9" fill="#475569"/>
    <path stroke-width="6" d="M62 112V136H74M178 112V136H166M120 148V178"/>
    <path stroke-width="5" d="M120 180L72 196M120 180L168 196M120 180L98 208M120 180L142 208"/>
    ${[
      [70, 200],
      [170, 200],
      [96, 212],
      [144, 212],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${INK}"/>`)
      .join('')}`,
  'heart-monitor': `<rect x="36" y="36" width="168" height="122" rx="10" fill="${DARK}"/>
    <rect x="50" y="50" width="114" height="94" rx="3" fill="#0f172a"/>
    <path stroke="#22c55e" stroke-width="4" d="M56 104H84L92 84L102 126L112 70L122 116L130 104H158"/>
    <circle cx="184" cy="70" r="7" fill="#fde047"/><circle cx="184" cy="94" r="7" fill="#22c55e"/>
    <path d="M120 158V200M84 204H156"/>`,
  syringe: `<g transform="rotate(-35 120 120)">
    <rect x="60" y="100" width="100" height="40" rx="4" fill="#eff6ff"/>
    <rect x="62" y="102" width="56" height="36" fill="#93c5fd" stroke="none"/>
    ${lines(
      range(76, 150, 14).map((x) => [x, 100, x, 112]),
      3,
    )}
    <path d="M60 92V148M160 112H178M178 120H226" stroke-width="5"/>
    <path d="M24 120H60M24 104V136" stroke-width="7"/></g>`,
  'pill-bottle': `<rect x="60" y="38" width="96" height="30" rx="5" fill="#fff"/>
    ${lines(
      range(72, 146, 10).map((x) => [x, 42, x, 64]),
      3,
    )}
    <rect x="66" y="68" width="84" height="136" rx="10" fill="#fdba74"/>
    <rect x="66" y="106" width="84" height="60" fill="#fff"/>
    <path stroke-width="3" d="M78 126H138M78 142H122"/>
    <g transform="rotate(-30 186 176)"><rect x="164" y="166" width="46" height="20" rx="10" fill="#fff"/><path fill="#ef4444" d="M187 166H200A10 10 0 0 1 200 186H187Z"/></g>`,
  bed: `<rect x="30" y="64" width="14" height="126" rx="3" fill="#94a3b8"/>
    <rect x="196" y="104" width="14" height="86" rx="3" fill="#94a3b8"/>
    <path fill="#bfdbfe" d="M44 150V116L96 96L106 124H196V150Z"/>
    <path stroke-width="6" d="M44 164H196"/>
    <circle cx="66" cy="196" r="10" fill="${INK}"/><circle cx="176" cy="196" r="10" fill="${INK}"/>`,
  window: `<rect x="46" y="30" width="148" height="180" rx="4" fill="#e5e7eb"/>
    <rect x="62" y="46" width="52" height="70" fill="#bae6fd"/><rect x="126" y="46" width="52" height="70" fill="#bae6fd"/>
    <rect x="62" y="128" width="52" height="66" fill="#bae6fd"/><rect x="126" y="128" width="52" height="66" fill="#bae6fd"/>
    <rect x="36" y="210" width="168" height="10" fill="#94a3b8"/>`,
  box: `<path fill="#c08a4f" d="M132 84L206 62V160L132 190Z"/>
    <path fill="#d6a66b" d="M34 64L132 84V190L34 166Z"/>
    <path fill="#e6bd85" d="M34 64L110 44L206 62L132 84Z"/>
    <path stroke="#92400e" stroke-width="10" d="M72 54L168 74"/>
    <rect x="52" y="126" width="48" height="26" fill="#fff" transform="skewY(12)"/>`,
  clipboard: `<rect x="52" y="36" width="136" height="180" rx="8" fill="#d6a66b"/>
    <rect x="66" y="56" width="108" height="148" fill="#fff"/>
    <rect x="94" y="26" width="52" height="22" rx="5" fill="#94a3b8"/>
    <path fill="#93c5fd" stroke-width="3" d="M82 178V150H98V178M106 178V128H122V178M130 178V140H146V178"/>
    <path stroke-width="3" d="M82 76H158M82 92H140M82 108H150"/>
    <path stroke="#16a34a" stroke-width="6" d="M150 160L160 172L180 138"/>`,
  flask: `<path fill="#eff6ff" d="M100 36H140V92L190 190Q196 206 180 206H60Q44 206 50 190L100 92Z"/>
    <path fill="#67e8f9" stroke="none" d="M78 142H162L187 192Q190 202 180 202H60Q50 202 53 192Z"/>
    <path d="M92 36H148"/>
    <circle cx="108" cy="170" r="6" fill="#fff"/><circle cx="134" cy="184" r="4" fill="#fff"/>`,
};

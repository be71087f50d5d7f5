import {
  bowl,
  chives,
  herbs,
  leaves,
  plate,
  ramekin,
  randomFrom,
  scene,
  shadow,
  speckles,
  wobblyOutline,
} from './demo-svg.ts';

/** The starters, soups and salads of the demo menu that have no picture of their own category's. */

function bakedCamembert(): string {
  const wedge = (x: number, y: number, rotation: number, seed: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotation})">
<path d="M0 0 L180 -80 A197 197 0 0 1 180 80 Z" fill="#b86a1e" stroke="#b86a1e" stroke-width="12" stroke-linejoin="round"/>
<path d="M0 0 L180 -80 A197 197 0 0 1 180 80 Z" fill="#dc9a3c"/>
${speckles(120, 0, 60, 40, 60, ['#b86a1e', '#f2c16b'], [1.5, 3], seed)}
</g>`;
  return scene(
    ['#f9e6c8', '#e0a060'],
    `${plate(400, 300, 250)}
${leaves(470, 420, 50, 9, 201, 0.8)}
${wedge(190, 250, -14, 202)}
<g transform="translate(230 330) rotate(16)">
<path d="M0 0 L180 -80 A197 197 0 0 1 180 80 Z" fill="#b86a1e" stroke="#b86a1e" stroke-width="12" stroke-linejoin="round"/>
<path d="M0 0 L180 -80 A197 197 0 0 1 180 80 Z" fill="#dc9a3c"/>
<path d="M0 0 L180 -80 L180 80 Z" fill="#fff6dc"/>
<path d="M0 0 L180 -80 L180 80 Z" fill="#fbe9b6" transform="scale(0.7) translate(20 0)"/>
</g>
<path d="M400 350 c24 10 50 36 40 70 c-12 14 -36 2 -42 -22 c-6 -18 -14 -36 2 -48z" fill="#fff6dc"/>
${ramekin(580, 200, 62, '#a3162b')}
${speckles(580, 200, 36, 36, 18, ['#d1334a', '#6e0d1c', '#e0566b'], [3, 6], 203)}
${herbs(330, 200, 12, 30)}`,
  );
}

function smokedTrout(): string {
  const bread = (x: number, y: number, rotation: number, seed: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotation})">
${shadow(0, 0, 100, 70, 0.22)}
<rect x="-110" y="-80" width="220" height="160" rx="10" fill="#2e1a10"/>
<rect x="-100" y="-70" width="200" height="140" rx="8" fill="#4a2a18"/>
${speckles(0, 0, 95, 65, 40, ['#3a2112', '#5e3820'], [2, 5], seed)}
<path d="M-90 -40 C-40 -70 40 -60 90 -30 C96 0 80 30 60 40 C0 60 -60 50 -90 20Z" fill="#e98a5c"/>
<path d="M-70 -30 C-20 -50 30 -44 74 -24 M-76 0 C-20 -20 30 -14 80 4 M-60 28 C-10 10 30 16 64 30" stroke="#f7b995" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M-90 -40 C-40 -70 40 -60 90 -30" stroke="#b9693a" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="-40" cy="50" r="26" fill="#3d7a2a"/><circle cx="-40" cy="50" r="22" fill="#d4ecae"/><circle cx="-40" cy="50" r="10" fill="#b9dc8a"/>
<path d="M20 20 c10 -24 44 -24 50 0 c6 20 -20 30 -34 26 c-14 4 -24 -10 -16 -26z" fill="#fffaf0"/>
</g>`;
  const dill = (x: number, y: number, rotation: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotation})" stroke="#4f8a3a" stroke-width="3" stroke-linecap="round" fill="none"><path d="M0 0 L0 -50"/>${[
      -40, -30, -20, -10,
    ]
      .map((v) => `<path d="M0 ${v} l-16 -12 M0 ${v} l16 -12"/>`)
      .join('')}</g>`;
  return scene(
    ['#f3e0c4', '#c98e58'],
    `<g transform="rotate(-5 400 300)">
${shadow(400, 300, 330, 200, 0.3)}
<rect x="70" y="110" width="660" height="390" rx="30" fill="#c48c55"/>
${[170, 250, 330, 410, 470].map((y) => `<path d="M90 ${y} q150 -8 310 0 t310 0" stroke="#a8733f" stroke-width="4" fill="none" opacity="0.6"/>`).join('')}
</g>
${bread(250, 300, -8, 211)}
${bread(530, 290, 6, 212)}
${dill(300, 240, 30)}${dill(560, 230, -20)}${dill(590, 330, 70)}
${speckles(400, 300, 280, 150, 20, ['#2d2d2d'], [1.2, 2], 213)}`,
  );
}

function potatoSoup(): string {
  const random = randomFrom(221);
  const pieces = Array.from({ length: 22 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 120;
    const x = Math.round(380 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    const kind = random();
    if (kind < 0.35)
      return `<circle cx="${x}" cy="${y}" r="20" fill="#9c3a26"/><circle cx="${x}" cy="${y}" r="16" fill="#e08f74"/>`;
    if (kind < 0.55) return `<circle cx="${x}" cy="${y}" r="11" fill="#ee8a2c"/>`;
    if (kind < 0.75)
      return `<path d="M${x - 12} ${y} a12 12 0 0 1 24 0" stroke="#7cb342" stroke-width="6" fill="none"/>`;
    return `<rect x="${x - 14}" y="${y - 12}" width="28" height="24" rx="6" fill="#f6e3a0"/>`;
  }).join('');
  return scene(
    ['#f8e6c6', '#dca46a'],
    `${bowl(380, 300, 210, '#efd79a', ['#3f6b8a', '#5a86a6'])}
<circle cx="370" cy="292" r="140" fill="#f3df9f"/>
${pieces}
${herbs(440, 250, 12, 10)}${herbs(320, 360, 10, 70)}
${speckles(380, 300, 130, 130, 26, ['#6b8a36', '#4f7a2a'], [1.5, 2.5], 222)}
<g transform="rotate(-24 640 360)">
${shadow(640, 360, 28, 130, 0.2)}
<rect x="628" y="330" width="24" height="190" rx="12" fill="#c9c5bd"/>
<ellipse cx="640" cy="290" rx="42" ry="58" fill="#dcd8d0"/>
<ellipse cx="632" cy="280" rx="20" ry="34" fill="#f1eee8"/>
</g>`,
  );
}

function pancakeSoup(): string {
  const random = randomFrom(231);
  const strips = Array.from({ length: 26 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 110;
    const x = Math.round(380 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    const bend = Math.round((random() - 0.5) * 40);
    const strip = `M${x - 34} ${y} q34 ${bend} 68 0`;
    const turn = `rotate(${Math.round(random() * 180)} ${x} ${y})`;
    return `<path d="${strip}" stroke="#c98a2a" stroke-width="16" fill="none" stroke-linecap="round" transform="${turn}"/><path d="${strip}" stroke="#f5d77e" stroke-width="10" fill="none" stroke-linecap="round" transform="${turn}"/>${speckles(x, y, 24, 4, 3, ['#4f8a3a'], [1.5, 2.5], x + y)}`;
  }).join('');
  return scene(
    ['#f8e6c6', '#d99b5e'],
    `${bowl(380, 300, 210, '#c9812c', ['#e6dccd', '#f7f1e8'])}
<circle cx="372" cy="292" r="136" fill="#d89336"/>
${speckles(380, 300, 140, 140, 26, ['#f0b957', '#e8a843'], [4, 9], 232)}
${strips}
${chives(380, 300, 120, 26, 233)}`,
  );
}

function potatoSalad(): string {
  const random = randomFrom(241);
  const slices = Array.from({ length: 34 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 130;
    const x = Math.round(390 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    const rx = 30 + Math.round(random() * 10);
    return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx - 8}" fill="#e2bd5a" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/><ellipse cx="${x}" cy="${y - 2}" rx="${rx - 5}" ry="${rx - 12}" fill="#f6df8e" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`;
  }).join('');
  return scene(
    ['#f9e9cc', '#d9a066'],
    `${bowl(390, 300, 215, '#efd68a', ['#2f6f8f', '#4f8fb0'])}
${slices}
${speckles(390, 300, 140, 140, 36, ['#b9648a', '#d8a0c0'], [3, 5], 242)}
${chives(390, 300, 140, 40, 243)}
${speckles(390, 300, 140, 140, 30, ['#3a3a3a'], [1.2, 2], 244)}`,
  );
}

function goatsCheeseSalad(): string {
  const round = (x: number, y: number) =>
    `${shadow(x, y, 40, 40, 0.2)}<circle cx="${x}" cy="${y}" r="44" fill="#e8c27a"/><circle cx="${x}" cy="${y}" r="38" fill="#fdf6e6"/><path d="M${x - 26} ${y - 6} c14 -18 38 -18 52 0" stroke="#e0a54a" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>`;
  const pear = (x: number, y: number, rotation: number) =>
    `<path d="M${x} ${y} c-30 0 -40 -30 -26 -50 c8 -12 6 -30 26 -30 c20 0 18 18 26 30 c14 20 4 50 -26 50z" fill="#d9cf5a" transform="rotate(${rotation} ${x} ${y})"/><path d="M${x} ${y - 6} c-20 0 -26 -22 -16 -36 c6 -10 4 -22 16 -22 c12 0 10 12 16 22 c10 14 4 36 -16 36z" fill="#f7f1c8" transform="rotate(${rotation} ${x} ${y})"/>`;
  return scene(
    ['#fbe8cc', '#e3a86b'],
    `${plate(400, 300, 250)}
${leaves(400, 300, 130, 30, 251, 0.8)}
${pear(300, 260, -30)}${pear(500, 380, 140)}
${round(350, 330)}${round(460, 250)}
${[
  [300, 390],
  [520, 300],
  [410, 380],
  [260, 300],
]
  .map(
    ([x, y]) =>
      `<path d="M${(x ?? 0) - 14} ${y} c0 -14 10 -16 14 -8 c4 -8 14 -6 14 8 c0 14 -10 16 -14 8 c-4 8 -14 6 -14 -8z" fill="#a0602a"/>`,
  )
  .join('')}
<path d="M300 300 C340 270 380 330 420 290 S480 250 520 260" stroke="#e9a91c" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.9"/>`,
  );
}

function sausageSalad(): string {
  const random = randomFrom(261);
  const strips = Array.from({ length: 40 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 140;
    const x = Math.round(400 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    const cheese = random() < 0.3;
    return `<rect x="${x - 36}" y="${y - 7}" width="72" height="14" rx="4" fill="${cheese ? '#f5d66a' : '#e7a394'}" stroke="${cheese ? '#e0b94a' : '#c9776a'}" stroke-width="2" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`;
  }).join('');
  const gherkins = [
    [330, 250],
    [470, 350],
    [360, 380],
    [500, 240],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="#4f6f2a"/><circle cx="${x}" cy="${y}" r="16" fill="#a7bf5a"/>${speckles(x ?? 0, y ?? 0, 8, 8, 5, ['#d8e49a'], [1.5, 2.5], (x ?? 0) + (y ?? 0))}`,
    )
    .join('');
  return scene(
    ['#f9e6c8', '#dc9d5e'],
    `${plate(400, 300, 250)}
<path d="${wobblyOutline(400, 300, 165, 160, 0.04, 262)}" fill="#f3e2b8" opacity="0.6"/>
${strips}
${gherkins}
${speckles(400, 300, 150, 150, 14, ['#b9648a'], [1, 1], 263)}
${Array.from({ length: 10 }, (_, i) => {
  const x = 300 + ((i * 71) % 220);
  const y = 220 + ((i * 53) % 170);
  return `<circle cx="${x}" cy="${y}" r="${18 + (i % 3) * 4}" fill="none" stroke="#b0407e" stroke-width="5"/>`;
}).join('')}
${chives(400, 300, 140, 24, 264)}
${speckles(400, 300, 140, 140, 30, ['#3a3a3a'], [1.2, 2], 265)}`,
  );
}

export const starterIllustrations = {
  'baked-camembert': bakedCamembert,
  'smoked-trout': smokedTrout,
  'potato-soup': potatoSoup,
  'pancake-soup': pancakeSoup,
  'potato-salad': potatoSalad,
  'goats-cheese-salad': goatsCheeseSalad,
  'sausage-salad': sausageSalad,
} satisfies Record<string, () => string>;

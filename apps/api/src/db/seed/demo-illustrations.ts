// Longer than 300 lines on purpose: data (one drawing per demo dish), not logic to split.
import {
  chives,
  leaves,
  noodles,
  herbs,
  lemonWedge,
  plate,
  pretzelShape,
  ramekin,
  randomFrom,
  scene,
  shadow,
  speckles,
  wobblyOutline,
} from './demo-svg.ts';
import { drinkIllustrations } from './demo-illustrations-drinks.ts';
import { flammkuchenIllustrations } from './demo-illustrations-flammkuchen.ts';
import { mainIllustrations } from './demo-illustrations-mains.ts';
import { sideIllustrations } from './demo-illustrations-sides.ts';
import { starterIllustrations } from './demo-illustrations-starters.ts';

/** Flat food illustrations for the demo menu, one SVG per image slug. */

function pretzel(): string {
  const salt = [
    [262, 190],
    [236, 262],
    [248, 360],
    [318, 424],
    [400, 436],
    [488, 422],
    [556, 358],
    [574, 262],
    [548, 184],
    [490, 176],
    [312, 176],
    [352, 304],
    [452, 306],
    [400, 246],
  ]
    .map(
      ([x, y], i) =>
        `<rect x="${x}" y="${y}" width="9" height="7" rx="2" fill="#fffaf0" transform="rotate(${(i * 37) % 90} ${x} ${y})"/>`,
    )
    .join('');
  return scene(
    ['#f6d8a8', '#d98c4e'],
    `<g transform="rotate(-8 400 300)">
${shadow(400, 310, 300, 200, 0.3)}
<rect x="110" y="110" width="580" height="390" rx="40" fill="#b9824f"/>
<rect x="110" y="110" width="580" height="390" rx="40" fill="none" stroke="#8d5a30" stroke-width="6"/>
${[170, 230, 290, 350, 410, 460].map((y) => `<path d="M140 ${y} q140 -10 260 0 t260 0" stroke="#a4703f" stroke-width="4" fill="none" opacity="0.7"/>`).join('')}
<circle cx="668" cy="305" r="12" fill="#8d5a30"/>
</g>
${pretzelShape('translate(-40 0)', salt)}
${ramekin(620, 400, 62, '#f0b35a')}
${speckles(620, 400, 40, 40, 40, ['#c0392b', '#d35400'], [1.5, 3], 11)}
${chives(620, 400, 34, 9, 3)}
${ramekin(640, 220, 44, '#d9a514')}`,
  );
}

function goulashSoup(): string {
  const random = randomFrom(7);
  const chunks = Array.from({ length: 30 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 120;
    const x = 380 + Math.cos(angle) * d;
    const y = 300 + Math.sin(angle) * d;
    const kind = random();
    const fill = kind < 0.45 ? '#6b2d17' : kind < 0.75 ? '#f0c75e' : '#e8762d';
    const size = kind < 0.45 ? 30 : 22;
    return `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 2).toFixed(0)}" width="${size}" height="${size * 0.8}" rx="7" fill="${fill}" transform="rotate(${Math.round(random() * 90)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  return scene(
    ['#f8e3c4', '#e3a46a'],
    `${shadow(380, 300, 210)}
<circle cx="380" cy="300" r="210" fill="#c65a2e"/>
<circle cx="380" cy="300" r="196" fill="#e07a4c"/>
<circle cx="380" cy="300" r="176" fill="#fbf1e3"/>
<circle cx="380" cy="300" r="160" fill="#a8321a"/>
<circle cx="370" cy="290" r="140" fill="#bf4222"/>
${chunks}
<path d="M360 282 c22 -30 70 -10 56 18 c-10 22 -52 22 -60 4 c-6 -14 14 -24 24 -14" fill="#fffaf0" stroke="#f3e6d4" stroke-width="3"/>
${herbs(430, 330, 14, 20)}
${herbs(330, 350, 11, 60)}
${speckles(380, 300, 130, 130, 30, ['#7a1e0e', '#d9531e'], [1.5, 3], 5)}
<g transform="rotate(-24 640 360)">
${shadow(640, 360, 28, 130, 0.2)}
<rect x="628" y="330" width="24" height="190" rx="12" fill="#c9c5bd"/>
<ellipse cx="640" cy="290" rx="42" ry="58" fill="#dcd8d0"/>
<ellipse cx="632" cy="280" rx="20" ry="34" fill="#f1eee8"/>
</g>
${shadow(150, 470, 90, 60, 0.2)}
<path d="M70 470 c0 -70 40 -100 90 -100 c50 0 90 30 90 100 c0 30 -20 50 -90 50 c-70 0 -90 -20 -90 -50z" fill="#8a4b22"/>
<path d="M86 470 c0 -56 34 -82 74 -82 c40 0 74 26 74 82 c0 22 -18 36 -74 36 c-56 0 -74 -14 -74 -36z" fill="#e9cfa0"/>
${speckles(160, 450, 55, 40, 26, ['#d2b07a', '#f5e3c0'], [1.5, 3.5], 9)}`,
  );
}

function schnitzel(): string {
  return scene(
    ['#f9e6c8', '#e4a25a'],
    `${plate(400, 300, 250)}
${shadow(380, 300, 150, 100, 0.25)}
<path d="${wobblyOutline(396, 296, 158, 118, 0.07, 3)}" fill="#b86a1e" stroke="#b86a1e" stroke-width="6" stroke-linejoin="round"/>
<path d="${wobblyOutline(396, 296, 146, 106, 0.07, 3)}" fill="#dc9a3c"/>
<path d="M300 260 C330 230 400 222 450 236" stroke="#f0c06a" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.8"/>
${speckles(395, 296, 135, 95, 140, ['#b86a1e', '#f2c16b', '#c77f2a'], [1.5, 3.5], 21)}
${lemonWedge(486, 236, 56, 30)}
${herbs(300, 252, 16, 10)}
<g>
${Array.from({ length: 9 }, (_, i) => {
  const x = 220 + (i % 3) * 34 + (i > 5 ? 12 : 0);
  const y = 380 + Math.floor(i / 3) * 26;
  return `<rect x="${x}" y="${y}" width="30" height="26" rx="6" fill="${i % 2 ? '#f3d778' : '#ecc95c'}" transform="rotate(${((i * 23) % 40) - 20} ${x + 15} ${y + 13})"/>`;
}).join('')}
${chives(270, 410, 45, 10, 4)}
</g>
${ramekin(640, 150, 52, '#a3162b')}
${speckles(640, 150, 30, 30, 14, ['#d1334a', '#6e0d1c'], [3, 5], 8)}`,
  );
}

function salad(): string {
  const tomato = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="24" fill="#d63a2a"/><circle cx="${x}" cy="${y}" r="17" fill="#ef6b4f"/>${[0, 120, 240].map((a) => `<ellipse cx="${x}" cy="${y - 8}" rx="4" ry="6" fill="#fbd3a2" transform="rotate(${a} ${x} ${y})"/>`).join('')}`;
  const cucumber = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="23" fill="#3d7a2a"/><circle cx="${x}" cy="${y}" r="19" fill="#d4ecae"/><circle cx="${x}" cy="${y}" r="9" fill="#b9dc8a"/>`;
  const radish = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="18" fill="#d6336c"/><circle cx="${x}" cy="${y}" r="14" fill="#fff5f8"/>`;
  return scene(
    ['#fbe8cc', '#e8a86b'],
    `${shadow(390, 300, 218)}
<circle cx="390" cy="300" r="218" fill="#9b5e2f"/>
<circle cx="390" cy="300" r="203" fill="#c98b52"/>
<circle cx="390" cy="300" r="186" fill="#e3b07a"/>
${leaves(390, 300, 140, 44, 31)}
${[
  [330, 240],
  [460, 330],
  [380, 390],
  [470, 220],
]
  .map(([x, y]) => tomato(x ?? 0, y ?? 0))
  .join('')}
${[
  [300, 330],
  [420, 270],
  [510, 280],
  [340, 180],
]
  .map(([x, y]) => cucumber(x ?? 0, y ?? 0))
  .join('')}
${[
  [400, 200],
  [290, 400],
  [520, 380],
]
  .map(([x, y]) => radish(x ?? 0, y ?? 0))
  .join('')}
${[
  [360, 320, 30],
  [450, 400, 24],
  [270, 270, 22],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#8e3b8a" stroke-width="6"/>`)
  .join('')}
<path d="M300 270 C340 300 380 250 420 300 S480 310 500 340" stroke="#f4e3b0" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.9"/>
${ramekin(680, 470, 56, '#f2d27a')}`,
  );
}

function fries(): string {
  const random = randomFrom(51);
  const sticks = Array.from({ length: 44 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 140;
    const x = 360 + Math.cos(angle) * d;
    const y = 300 + Math.sin(angle) * d;
    const length = 90 + random() * 60;
    const fill = random() < 0.5 ? '#f6c445' : '#f2b531';
    return `<g transform="rotate(${Math.round(random() * 180)} ${x.toFixed(0)} ${y.toFixed(0)})"><rect x="${(x - length / 2).toFixed(0)}" y="${(y - 9).toFixed(0)}" width="${length.toFixed(0)}" height="18" rx="6" fill="#d98e1c"/><rect x="${(x - length / 2 + 3).toFixed(0)}" y="${(y - 7).toFixed(0)}" width="${(length - 6).toFixed(0)}" height="11" rx="5" fill="${fill}"/></g>`;
  }).join('');
  return scene(
    ['#fbe3c0', '#e39a55'],
    `<defs>
  <pattern id="check" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#fff8ee"/><rect width="20" height="20" fill="#d64933"/><rect x="20" y="20" width="20" height="20" fill="#d64933"/></pattern>
  <clipPath id="basket"><circle cx="360" cy="300" r="200"/></clipPath>
</defs>
${shadow(360, 300, 220)}
<circle cx="360" cy="300" r="222" fill="#7e4a22"/>
<circle cx="360" cy="300" r="210" fill="#a2652f"/>
<g clip-path="url(#basket)"><rect x="140" y="80" width="440" height="440" fill="url(#check)" transform="rotate(12 360 300)"/></g>
${sticks}
${speckles(360, 300, 150, 150, 50, ['#ffffff'], [1.5, 2.5], 52)}
${ramekin(650, 190, 62, '#c62b1c')}
${ramekin(660, 410, 62, '#fbf3dc')}
<path d="M640 398 c10 -12 30 -4 26 10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
}

function appleStrudel(): string {
  return scene(
    ['#f6e2c6', '#d99a63'],
    `${plate(400, 300, 250)}
<path d="M220 300 C220 220 300 190 400 200 C520 205 590 240 585 310 C580 380 500 410 390 405 C280 400 220 370 220 300Z" fill="#f6dd94"/>
<path d="M250 300 C250 240 310 220 400 226 C500 232 556 260 552 310 C548 364 480 384 390 380 C300 376 250 350 250 300Z" fill="#fae8ae"/>
${shadow(400, 290, 160, 70, 0.22)}
<g transform="rotate(-12 400 290)">
<rect x="250" y="230" width="290" height="120" rx="56" fill="#c9812f"/>
<rect x="256" y="234" width="278" height="104" rx="50" fill="#e4a54b"/>
${[300, 340, 380, 420, 460, 500].map((x) => `<path d="M${x} 240 q-14 44 0 90" stroke="#c9812f" stroke-width="5" fill="none" opacity="0.7"/>`).join('')}
${speckles(400, 284, 140, 44, 90, ['#ffffff', '#fff8ee'], [2, 4], 61)}
<ellipse cx="258" cy="290" rx="52" ry="60" fill="#d89543"/>
<ellipse cx="258" cy="290" rx="42" ry="50" fill="#edc25a"/>
<path d="M258 290 m-6 0 a10 10 0 1 1 14 6 a20 20 0 1 1 -28 -14 a30 30 0 1 1 44 22" stroke="#f6e2a8" stroke-width="5" fill="none"/>
${speckles(258, 290, 32, 40, 10, ['#6b3414'], [3, 5], 62)}
</g>
<path d="M470 380 c-30 0 -48 -20 -44 -42 c-8 -18 10 -40 30 -36 c10 -22 50 -22 60 0 c22 -2 36 22 26 40 c8 22 -10 40 -34 38 c-10 6 -26 6 -38 0z" fill="#fffaf0"/>
<path d="M446 350 c20 -14 44 -14 60 -4" stroke="#f1e6d4" stroke-width="4" fill="none"/>
${herbs(500, 330, 12, 40, '#3f8f3a')}
${herbs(528, 356, 9, 100, '#3f8f3a')}`,
  );
}

function potatoPancakes(): string {
  const pancake = (x: number, y: number, r: number, seed: number) => {
    const random = randomFrom(seed);
    const shreds = Array.from({ length: 38 }, () => {
      const angle = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * r * 0.85;
      const px = x + Math.cos(angle) * d;
      const py = y + Math.sin(angle) * d;
      const color = random() < 0.5 ? '#b8701f' : '#f4cf7a';
      return `<rect x="${(px - 14).toFixed(0)}" y="${(py - 2.5).toFixed(0)}" width="28" height="5" rx="2.5" fill="${color}" transform="rotate(${Math.round(random() * 180)} ${px.toFixed(0)} ${py.toFixed(0)})"/>`;
    }).join('');
    return `${shadow(x, y, r, r, 0.2)}<circle cx="${x}" cy="${y}" r="${r}" fill="#a95f1a"/><circle cx="${x}" cy="${y}" r="${r - 8}" fill="#dd9c3f"/>${shreds}`;
  };
  return scene(
    ['#f8e4c8', '#dc995a'],
    `${plate(390, 300, 250)}
${pancake(320, 250, 92, 71)}
${pancake(470, 270, 90, 72)}
${pancake(380, 380, 88, 73)}
<path d="M350 350 c10 -30 60 -30 70 -4 c6 20 -16 32 -36 28 c-20 6 -40 -6 -34 -24z" fill="#fffaf0"/>
${chives(385, 345, 26, 6, 74)}
${ramekin(660, 150, 64, '#eed28a')}
${speckles(660, 150, 40, 40, 16, ['#d9b25e', '#f7e3a5'], [2, 4], 75)}`,
  );
}

function cheeseSpaetzle(): string {
  const random = randomFrom(84);
  const onions = Array.from({ length: 26 }, () => {
    const x = 330 + random() * 110;
    const y = 250 + random() * 90;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} a12 9 0 1 1 16 8" stroke="${random() < 0.5 ? '#8a4512' : '#b0621f'}" stroke-width="6" fill="none" stroke-linecap="round" transform="rotate(${Math.round(random() * 360)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  return scene(
    ['#f7dfbd', '#cf8a4c'],
    `${shadow(380, 300, 225)}
<rect x="580" y="272" width="200" height="56" rx="24" fill="#2a2422"/>
<circle cx="752" cy="300" r="10" fill="#4b423d"/>
<circle cx="380" cy="300" r="226" fill="#2a2422"/>
<circle cx="380" cy="300" r="206" fill="#3b3330"/>
<circle cx="380" cy="300" r="190" fill="#4a403b"/>
<circle cx="380" cy="300" r="176" fill="#f5d98a"/>
${noodles(380, 300, 145, 90, 81)}
<g opacity="0.75">${speckles(380, 300, 140, 140, 14, ['#fbe29a', '#fdeeb8'], [14, 26], 82)}</g>
${onions}
${chives(380, 300, 150, 24, 83)}`,
  );
}

function currywurst(): string {
  const random = randomFrom(91);
  const slices = Array.from({ length: 9 }, (_, i) => {
    const x = 200 + i * 34;
    const y = 340 - i * 12 - Math.sin((i / 8) * Math.PI) * 30;
    return `<g transform="rotate(${-20 + i * 2} ${x} ${y.toFixed(0)})"><ellipse cx="${x}" cy="${y.toFixed(0)}" rx="26" ry="40" fill="#6e2a12"/><ellipse cx="${x + 3}" cy="${y.toFixed(0)}" rx="20" ry="33" fill="#df9a7c"/>${speckles(x + 3, y, 12, 22, 6, ['#f3c2ad'], [1.5, 3], 93 + i)}</g>`;
  }).join('');
  const friesSticks = Array.from({ length: 22 }, () => {
    const x = 590 + (random() - 0.5) * 110;
    const y = 300 + (random() - 0.5) * 190;
    return `<g transform="rotate(${Math.round(60 + random() * 60)} ${x.toFixed(0)} ${y.toFixed(0)})"><rect x="${(x - 60).toFixed(0)}" y="${(y - 9).toFixed(0)}" width="120" height="18" rx="6" fill="#d98e1c"/><rect x="${(x - 57).toFixed(0)}" y="${(y - 7).toFixed(0)}" width="114" height="11" rx="5" fill="#f6c445"/></g>`;
  }).join('');
  return scene(
    ['#f9e1bf', '#de9150'],
    `${shadow(400, 300, 330, 200, 0.3)}
<rect x="90" y="120" width="620" height="370" rx="26" fill="#fdf6ea"/>
<rect x="112" y="142" width="576" height="326" rx="18" fill="#f3e3c9"/>
<path d="M150 360 C150 300 260 250 360 240 C430 232 500 220 510 260 C520 300 460 330 400 350 C320 380 150 420 150 360Z" fill="#b72d18"/>
${slices}
<path d="M170 350 C210 300 240 360 280 310 S340 320 370 270 S440 280 480 230" stroke="#a82614" stroke-width="30" fill="none" stroke-linecap="round"/>
<path d="M170 350 C210 300 240 360 280 310 S340 320 370 270 S440 280 480 230" stroke="#cf3a1f" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M190 326 C214 304 236 330 262 312" stroke="#ee6a4a" stroke-width="6" fill="none" stroke-linecap="round"/>
${speckles(330, 300, 170, 70, 110, ['#f0a92a', '#e08a1c', '#ffce4a'], [1.5, 3.5], 92)}
${friesSticks}
<g transform="rotate(-30 320 470)">
<rect x="250" y="464" width="120" height="10" rx="5" fill="#d64933"/>
<path d="M370 458 l34 0 l0 22 l-34 0z" fill="#d64933"/>
<path d="M404 460 l24 0 M404 469 l24 0 M404 478 l24 0" stroke="#d64933" stroke-width="5" stroke-linecap="round"/>
</g>`,
  );
}

const CAKE_TOP = 'M230 390 L500 190 Q575 240 580 330Z';

function blackForestCake(): string {
  const cherry = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} q10 -40 36 -52" stroke="#5b3a1a" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="${r}" fill="#8e0f24"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#d6465e"/>`;
  const rosette = (x: number, y: number) =>
    `<path d="M${x - 26} ${y + 10} c-18 -10 -14 -36 6 -40 c4 -20 34 -20 38 0 c20 4 22 30 4 40 c-10 10 -38 10 -48 0z" fill="#fffaf2" stroke="#ead7bf" stroke-width="3"/>`;
  // The cut side shows the layers, top to bottom: cream, sponge, cream with cherries, sponge, cream, sponge.
  const layers: [number, number, string][] = [
    [0, 20, '#fbf2e6'],
    [20, 44, '#3a1c10'],
    [44, 64, '#fbf2e6'],
    [64, 88, '#4a2616'],
    [88, 100, '#fbf2e6'],
    [100, 120, '#3a1c10'],
  ];
  const side = layers
    .map(
      ([from, to, fill]) =>
        `<path d="M230 ${390 + from} L580 ${330 + from} L580 ${330 + to} L230 ${390 + to}Z" fill="${fill}"/>`,
    )
    .join('');
  const cherries = [290, 350, 410, 470, 530]
    .map((x) => `<circle cx="${x}" cy="${(444 - ((x - 230) / 350) * 60).toFixed(0)}" r="11" fill="#9b1228"/>`)
    .join('');
  return scene(
    ['#f8e2cb', '#d28f62'],
    `<defs><clipPath id="cake-top"><path d="${CAKE_TOP}"/></clipPath></defs>
${plate(400, 300, 250)}
${shadow(420, 380, 180, 80, 0.25)}
${side}
${cherries}
<path d="${CAKE_TOP}" fill="#f6e4cc" stroke="#e7cfb0" stroke-width="3"/>
<g clip-path="url(#cake-top)">${speckles(470, 300, 130, 110, 90, ['#3a1c10', '#5a2e18', '#7a4527'], [2, 5], 101)}</g>
${rosette(520, 250)}
${cherry(520, 236, 20)}
${rosette(548, 310)}
${cherry(548, 296, 18)}
${cherry(250, 270, 18)}`,
  );
}

export const demoIllustrations = {
  pretzel,
  'goulash-soup': goulashSoup,
  salad,
  schnitzel,
  fries,
  'apple-strudel': appleStrudel,
  'potato-pancakes': potatoPancakes,
  'cheese-spaetzle': cheeseSpaetzle,
  currywurst,
  'black-forest-cake': blackForestCake,
  ...starterIllustrations,
  ...mainIllustrations,
  ...flammkuchenIllustrations,
  ...sideIllustrations,
  ...drinkIllustrations,
} satisfies Record<string, () => string>;

export type DemoImageSlug = keyof typeof demoIllustrations;

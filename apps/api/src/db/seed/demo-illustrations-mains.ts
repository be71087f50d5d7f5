import {
  chives,
  herbs,
  noodles,
  plate,
  ramekin,
  randomFrom,
  sauce,
  scene,
  shadow,
  shreds,
  speckles,
  wobblyOutline,
  RED_CABBAGE,
  SAUERKRAUT,
} from './demo-svg.ts';

/** The main dishes of the demo menu beyond the Schnitzel, the Käsespätzle and the Currywurst. */

/** A mound of mashed potato with a butter pool. */
function mash(cx: number, cy: number, r: number): string {
  return `<path d="${wobblyOutline(cx, cy, r, r * 0.85, 0.08, cx + cy)}" fill="#f7e7b5"/>
<path d="M${cx - r * 0.6} ${cy - r * 0.1} c${r * 0.3} ${-r * 0.4} ${r * 0.9} ${-r * 0.4} ${r * 1.2} 0" stroke="#ecd594" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="${cx + r * 0.1}" cy="${cy + r * 0.15}" rx="${r * 0.3}" ry="${r * 0.18}" fill="#f6cc4e"/>`;
}

function jaegerschnitzel(): string {
  const random = randomFrom(301);
  const mushrooms = Array.from({ length: 12 }, () => {
    const x = Math.round(330 + random() * 150);
    const y = Math.round(220 + random() * 120);
    return `<g transform="rotate(${Math.round(random() * 360)} ${x} ${y})"><path d="M${x - 18} ${y} a18 16 0 0 1 36 0z" fill="#7a4a26"/><rect x="${x - 6}" y="${y - 2}" width="12" height="18" rx="4" fill="#e8d2b0"/></g>`;
  }).join('');
  return scene(
    ['#f7e0c0', '#d8955a'],
    `${plate(400, 300, 250)}
<path d="${wobblyOutline(410, 280, 160, 110, 0.07, 302)}" fill="#b86a1e"/>
<path d="${wobblyOutline(410, 280, 150, 100, 0.07, 302)}" fill="#dc9a3c"/>
${speckles(410, 280, 140, 90, 80, ['#b86a1e', '#f2c16b'], [1.5, 3.5], 303)}
${sauce(405, 282, 105, 75, '#a7744a', 304)}
${sauce(400, 278, 90, 62, '#bf8a5a', 305)}
${mushrooms}
${herbs(460, 240, 13, 10)}
<clipPath id="side"><circle cx="270" cy="420" r="90"/></clipPath>
<g clip-path="url(#side)">${noodles(270, 420, 80, 36, 306)}</g>
${speckles(270, 420, 70, 60, 14, ['#4f8a3a'], [2, 3], 307)}`,
  );
}

function roastPork(): string {
  const slice = (x: number, y: number, rotation: number) =>
    `<g transform="rotate(${rotation} ${x} ${y})"><rect x="${x - 80}" y="${y - 46}" width="160" height="92" rx="18" fill="#d9a07a"/><rect x="${x - 80}" y="${y - 46}" width="160" height="28" rx="12" fill="#7a3a14"/>${[-60, -36, -12, 12, 36, 60].map((d) => `<path d="M${x + d} ${y - 44} l0 24" stroke="#a85a22" stroke-width="4"/>`).join('')}<path d="M${x - 60} ${y + 10} c30 -8 80 -8 120 0" stroke="#e9bc98" stroke-width="6" fill="none"/></g>`;
  return scene(
    ['#f5dcbb', '#c9874d'],
    `${plate(400, 300, 250)}
${sauce(380, 300, 150, 110, '#5a2a12', 311)}
${slice(360, 250, -10)}
${slice(380, 330, 6)}
${shadow(520, 230, 60, 60, 0.2)}
<circle cx="520" cy="220" r="66" fill="#ead9b4"/>
<circle cx="506" cy="206" r="40" fill="#f6ead0"/>
${speckles(520, 220, 50, 50, 20, ['#d8c393'], [2, 4], 313)}
${herbs(520, 190, 10, 0)}
<clipPath id="cabbage"><circle cx="530" cy="400" r="70"/></clipPath>
<circle cx="530" cy="400" r="72" fill="#5a1749"/>
<g clip-path="url(#cabbage)">${shreds(530, 400, 66, 60, RED_CABBAGE, 314)}</g>`,
  );
}

function beefRoulade(): string {
  return scene(
    ['#f6dcc0', '#c98552'],
    `${plate(400, 300, 250)}
${sauce(370, 290, 160, 120, '#5c1e14', 321)}
${sauce(370, 290, 140, 100, '#6e2818', 322)}
${shadow(360, 280, 130, 60, 0.25)}
<g transform="rotate(-14 360 280)">
<rect x="220" y="220" width="280" height="120" rx="56" fill="#5b2a16"/>
<rect x="226" y="226" width="268" height="106" rx="50" fill="#7e3c1f"/>
<path d="M250 250 c60 -10 160 -10 220 0" stroke="#9a5430" stroke-width="8" fill="none" stroke-linecap="round"/>
${[290, 360, 430].map((x) => `<path d="M${x} 222 q10 58 0 116" stroke="#f3ead8" stroke-width="6" fill="none"/>`).join('')}
<ellipse cx="500" cy="280" rx="30" ry="56" fill="#6b3119"/>
<ellipse cx="500" cy="280" rx="22" ry="46" fill="#a0522d"/>
<path d="M500 280 m-4 0 a8 8 0 1 1 10 6 a16 16 0 1 1 -22 -12 a26 26 0 1 1 30 34" stroke="#c97b4e" stroke-width="5" fill="none"/>
<circle cx="496" cy="262" r="7" fill="#6f8a2c"/><circle cx="506" cy="296" r="6" fill="#c0392b"/>
</g>
${mash(540, 400, 80)}
${chives(540, 400, 50, 8, 323)}
${herbs(300, 380, 12, 30)}`,
  );
}

function nurembergSausages(): string {
  const sausage = (x: number, y: number, rotation: number) =>
    `<g transform="rotate(${rotation} ${x} ${y})"><rect x="${x - 50}" y="${y - 15}" width="100" height="30" rx="15" fill="#7a3612"/><rect x="${x - 46}" y="${y - 11}" width="92" height="20" rx="10" fill="#b3571f"/>${[-26, 0, 26].map((d) => `<path d="M${x + d - 6} ${y - 12} l12 24" stroke="#5a240c" stroke-width="4" stroke-linecap="round"/>`).join('')}<path d="M${x - 36} ${y - 6} l72 0" stroke="#d9824a" stroke-width="4" stroke-linecap="round"/></g>`;
  return scene(
    ['#f8e2c2', '#d3904f'],
    `${shadow(400, 300, 250)}
<path d="M400 540 C250 440 120 340 120 210 C120 120 190 70 260 70 C320 70 370 100 400 150 C430 100 480 70 540 70 C610 70 680 120 680 210 C680 340 550 440 400 540Z" fill="#a9b0b6"/>
<path d="M400 512 C262 420 146 330 146 212 C146 136 204 96 262 96 C316 96 364 126 400 184 C436 126 484 96 538 96 C596 96 654 136 654 212 C654 330 538 420 400 512Z" fill="#d6dbe0"/>
<clipPath id="kraut"><circle cx="300" cy="250" r="90"/></clipPath>
<circle cx="300" cy="250" r="90" fill="#e2d38c"/>
<g clip-path="url(#kraut)">${shreds(300, 250, 86, 70, SAUERKRAUT, 331)}</g>
${speckles(300, 250, 60, 60, 5, ['#3a2440'], [5, 6], 332)}
${mash(500, 240, 80)}
${[0, 1, 2, 3, 4, 5].map((i) => sausage(320 + (i % 3) * 80, 350 + Math.floor(i / 3) * 46, -8 + i * 3)).join('')}
${ramekin(660, 470, 50, '#c99a2e')}
${herbs(500, 200, 10, 0)}`,
  );
}

function spinachMaultaschen(): string {
  const parcel = (x: number, y: number, rotation: number, cut: boolean) =>
    `<g transform="rotate(${rotation} ${x} ${y})">${shadow(x, y, 70, 50, 0.2)}<rect x="${x - 80}" y="${y - 56}" width="160" height="112" rx="22" fill="#e8c784"/><rect x="${x - 72}" y="${y - 48}" width="144" height="96" rx="18" fill="#f5dc9e"/><path d="M${x - 70} ${y - 20} h140 M${x - 70} ${y + 20} h140" stroke="#e3c17a" stroke-width="5"/>${cut ? `<rect x="${x + 20}" y="${y - 48}" width="60" height="96" fill="#4a7a2c"/>${speckles(x + 50, y, 26, 44, 18, ['#6aa84f', '#2f5e1e', '#f3e3b0'], [3, 6], x)}` : ''}</g>`;
  return scene(
    ['#f8e6c6', '#d59c5e'],
    `${plate(400, 300, 250)}
${parcel(320, 240, -12, false)}
${parcel(470, 280, 8, true)}
${parcel(360, 380, 4, false)}
${speckles(400, 300, 170, 150, 40, ['#a0561c', '#c97a2c', '#7a3e12'], [4, 8], 341)}
${chives(400, 300, 170, 24, 342)}
${herbs(510, 390, 12, 40)}`,
  );
}

export const mainIllustrations = {
  jaegerschnitzel,
  'roast-pork': roastPork,
  'beef-roulade': beefRoulade,
  'nuremberg-sausages': nurembergSausages,
  maultaschen: spinachMaultaschen,
} satisfies Record<string, () => string>;

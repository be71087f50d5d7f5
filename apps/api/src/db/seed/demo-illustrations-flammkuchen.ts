import { chives, herbs, randomFrom, scene, shadow, speckles } from './demo-svg.ts';

/** The four Flammkuchen of the demo menu: one thin rectangular tart on its board, four toppings. */

const CRUST =
  'M120 170 C120 130 160 126 400 128 C640 130 680 134 680 180 L682 420 C682 470 640 472 400 470 C160 468 118 470 120 420Z';
const CREAM =
  'M146 180 C146 154 180 150 400 152 C620 154 656 158 656 190 L656 410 C656 446 620 448 400 446 C180 444 144 446 146 410Z';

/** Scatters `count` copies of `draw(x, y, angle)` over the cream. */
function topping(count: number, seed: number, draw: (x: number, y: number, angle: number) => string): string {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () =>
    draw(Math.round(180 + random() * 440), Math.round(190 + random() * 220), Math.round(random() * 360)),
  ).join('');
}

const onionRings = (count: number, seed: number, color = '#c98bb9') =>
  topping(
    count,
    seed,
    (x, y, a) =>
      `<path d="M${x - 22} ${y} a22 22 0 0 1 44 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" transform="rotate(${a} ${x} ${y})"/>`,
  );

function onBoard(toppings: string): string {
  return scene(
    ['#f7dcb4', '#d9894a'],
    `<defs>
  <clipPath id="crust"><path d="${CRUST}"/></clipPath>
  <clipPath id="cream"><path d="${CREAM}"/></clipPath>
</defs>
<g transform="rotate(-6 400 300)">
${shadow(400, 300, 330, 200, 0.3)}
<rect x="60" y="90" width="640" height="420" rx="30" fill="#b0773f"/>
<rect x="700" y="270" width="70" height="60" rx="20" fill="#b0773f"/>
<circle cx="745" cy="300" r="12" fill="#8d5a30"/>
${[150, 230, 310, 390, 460].map((y) => `<path d="M80 ${y} q150 -8 300 0 t300 0" stroke="#9a6434" stroke-width="4" fill="none" opacity="0.6"/>`).join('')}
<path d="${CRUST}" fill="#d9a55c"/>
<g clip-path="url(#crust)">${speckles(400, 300, 300, 190, 90, ['#6b3a1a', '#8a4f22', '#b9783a'], [3, 10], 43)}</g>
<path d="${CREAM}" fill="#fbf1dc"/>
<g clip-path="url(#cream)">
<g opacity="0.55">${speckles(400, 300, 260, 150, 60, ['#ecc98a', '#e3b46a', '#f3dcae'], [6, 18], 44)}</g>
${toppings}
</g>
</g>`,
  );
}

function classic(): string {
  const bacon = topping(
    24,
    41,
    (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 13}" y="${y - 9}" width="26" height="18" rx="5" fill="#9c3a26"/><rect x="${x - 13}" y="${y - 9}" width="26" height="6" rx="3" fill="#eeb39b"/></g>`,
  );
  return onBoard(
    `${onionRings(16, 42)}${bacon}${chives(400, 300, 240, 30, 45)}${speckles(400, 300, 250, 140, 30, ['#2d2d2d'], [1.2, 2.2], 46)}`,
  );
}

function goatsCheese(): string {
  const cheese = topping(
    14,
    141,
    (x, y) =>
      `<circle cx="${x}" cy="${y}" r="26" fill="#f4ead8"/><circle cx="${x}" cy="${y}" r="21" fill="#fffdf7"/><circle cx="${x - 5}" cy="${y - 4}" r="9" fill="#f0d9a8" opacity="0.7"/>`,
  );
  const walnuts = topping(
    12,
    142,
    (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 14} ${y} c0 -14 10 -16 14 -8 c4 -8 14 -6 14 8 c0 14 -10 16 -14 8 c-4 8 -14 6 -14 -8z" fill="#8a5526"/><path d="M${x} ${y - 9} v18" stroke="#6a3c17" stroke-width="3"/></g>`,
  );
  const rosemary = topping(
    10,
    143,
    (x, y, a) =>
      `<rect x="${x - 9}" y="${y - 2}" width="18" height="4" rx="2" fill="#3f6b3a" transform="rotate(${a} ${x} ${y})"/>`,
  );
  const honey =
    '<path d="M190 230 C260 190 300 300 380 250 S520 200 600 300 M220 390 C300 350 380 420 460 370 S560 330 620 380" stroke="#e9a91c" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>';
  return onBoard(`${onionRings(8, 144)}${cheese}${walnuts}${rosemary}${honey}`);
}

function smokedSalmon(): string {
  const salmon = topping(
    11,
    151,
    (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 44} ${y} c14 -26 30 -4 44 -22 c14 18 30 -4 44 20 c-14 26 -30 4 -44 22 c-14 -18 -30 4 -44 -20z" fill="#ef7d57"/><path d="M${x - 30} ${y - 4} l60 -2 M${x - 30} ${y + 8} l60 -2" stroke="#fbb89a" stroke-width="4" stroke-linecap="round"/></g>`,
  );
  const capers = speckles(400, 300, 240, 130, 26, ['#55702c', '#6b8a36'], [4, 6], 152);
  return onBoard(
    `${onionRings(14, 153, '#b0407e')}${salmon}${capers}${[
      [240, 220],
      [560, 230],
      [300, 400],
      [500, 390],
      [400, 300],
    ]
      .map(([x, y], i) => herbs(x ?? 0, y ?? 0, 12, i * 40, '#6aa84f'))
      .join('')}`,
  );
}

function appleCinnamon(): string {
  const apples = topping(
    20,
    161,
    (x, y, a) =>
      `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 36} ${y} a36 36 0 0 1 72 0 l-10 0 a26 26 0 0 0 -52 0z" fill="#a3321e"/><path d="M${x - 32} ${y} a32 32 0 0 1 64 0 l-6 0 a26 26 0 0 0 -52 0z" fill="#f6d98c"/></g>`,
  );
  const caramel = speckles(400, 300, 240, 130, 30, ['#d08a2e', '#e6a64a'], [8, 16], 162);
  return onBoard(
    `<g opacity="0.6">${caramel}</g>${apples}${speckles(400, 300, 250, 140, 120, ['#8a4a1c', '#a0602a'], [1.5, 3], 163)}${speckles(400, 300, 250, 140, 60, ['#fffaf0'], [1.5, 2.5], 164)}`,
  );
}

export const flammkuchenIllustrations = {
  flammkuchen: classic,
  'flammkuchen-goats-cheese': goatsCheese,
  'flammkuchen-smoked-salmon': smokedSalmon,
  'flammkuchen-apple-cinnamon': appleCinnamon,
} satisfies Record<string, () => string>;

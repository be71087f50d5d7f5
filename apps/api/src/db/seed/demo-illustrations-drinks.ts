import { herbs, lemonWedge, pretzelShape, scene, shadow, speckles, TABLE } from './demo-svg.ts';

/** The drinks of the demo menu, drawn from the side on the table edge. */

function beer(): string {
  const bubbles = speckles(400, 380, 80, 150, 40, ['#ffe08a', '#ffd25a'], [2, 5], 13);
  return scene(
    ['#f7dcae', '#cf8446'],
    `${TABLE}
${shadow(396, 470, 150, 26, 0.25)}
<ellipse cx="400" cy="484" rx="130" ry="22" fill="#f5ecd9"/>
<ellipse cx="400" cy="480" rx="112" ry="16" fill="#c0392b" opacity="0.85"/>
<path d="M310 170 L490 170 L470 470 Q400 486 330 470 Z" fill="#e9a21d"/>
<path d="M320 180 L480 180 L462 462 Q400 476 338 462 Z" fill="#f5b731"/>
<clipPath id="glass"><path d="M320 180 L480 180 L462 462 Q400 476 338 462 Z"/></clipPath>
<g clip-path="url(#glass)">${bubbles}</g>
<path d="M340 200 L356 450" stroke="#fff3c4" stroke-width="14" stroke-linecap="round" opacity="0.55"/>
<path d="M300 176 c-20 -40 20 -70 50 -60 c10 -40 70 -46 90 -14 c30 -26 80 -6 74 30 c24 6 26 40 4 50 c-20 24 -60 10 -70 0 c-30 20 -80 20 -100 0 c-20 10 -48 6 -48 -6z" fill="#fffaf0"/>
<path d="M480 200 c14 10 12 40 -2 52 c-10 10 -24 2 -20 -14 c2 -14 6 -30 22 -38z" fill="#fffaf0"/>
${speckles(400, 150, 110, 30, 18, ['#f3ead7'], [3, 7], 17)}
<path d="M488 250 c50 0 70 30 70 80 c0 50 -20 80 -76 90" stroke="#e0981c" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M488 250 c50 0 70 30 70 80 c0 50 -20 80 -76 90" stroke="#f6c453" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>
${pretzelShape('translate(96 318) scale(0.36)', '')}`,
  );
}

function appleSpritzer(): string {
  const ice = [
    [360, 250, 10],
    [420, 290, -14],
    [380, 330, 22],
  ]
    .map(
      ([x, y, a]) =>
        `<rect x="${(x ?? 0) - 30}" y="${(y ?? 0) - 30}" width="60" height="60" rx="10" fill="#fff6de" opacity="0.55" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  return scene(
    ['#fbe6c2', '#dd9a52'],
    `${TABLE}
${shadow(396, 462, 130, 20, 0.25)}
<path d="M300 160 L500 160 L480 470 Q400 482 320 470 Z" fill="#f4f1ea" opacity="0.65"/>
<path d="M310 210 L490 210 L472 462 Q400 474 328 462 Z" fill="#e69a2e"/>
<path d="M312 210 L488 210 L486 232 L314 232Z" fill="#f6c35a"/>
<clipPath id="glass"><path d="M310 210 L490 210 L472 462 Q400 474 328 462 Z"/></clipPath>
<g clip-path="url(#glass)">${ice}${speckles(400, 350, 70, 110, 40, ['#ffe2a2', '#fff2cc'], [2, 5], 111)}</g>
<path d="M336 190 L352 450" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.45"/>
<path d="M440 110 L400 330" stroke="#4f9a3f" stroke-width="12" stroke-linecap="round"/>
<g transform="rotate(-18 500 170)">
<path d="M440 170 a60 60 0 0 1 120 0Z" fill="#7cb342"/>
<path d="M448 170 a52 52 0 0 1 104 0Z" fill="#fbf3d5"/>
<circle cx="486" cy="150" r="5" fill="#5a3412"/><circle cx="514" cy="150" r="5" fill="#5a3412"/>
</g>
${shadow(630, 430, 70, 30, 0.25)}
<circle cx="610" cy="420" r="62" fill="#c62b1c"/>
<circle cx="650" cy="420" r="62" fill="#d6412a"/>
<ellipse cx="612" cy="395" rx="16" ry="24" fill="#ef7b5c" opacity="0.6" transform="rotate(30 612 395)"/>
<path d="M632 362 q0 -18 8 -28" stroke="#5b3a1a" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M640 342 c16 -24 44 -22 56 -14 c-14 20 -40 24 -56 14z" fill="#5f9e3a"/>`,
  );
}

const HEFEWEIZEN_GLASS =
  'M350 470 C350 430 336 400 330 360 C322 300 300 240 300 180 C300 140 310 120 316 110 L484 110 C490 120 500 140 500 180 C500 240 478 300 470 360 C464 400 450 430 450 470 Z';

function hefeweizen(): string {
  return scene(
    ['#f8dfb2', '#cf8a48'],
    `${TABLE}
${shadow(396, 470, 110, 22, 0.25)}
<ellipse cx="400" cy="480" rx="96" ry="16" fill="#f5ecd9"/>
<path d="${HEFEWEIZEN_GLASS}" fill="#d98618"/>
<clipPath id="glass"><path d="${HEFEWEIZEN_GLASS}"/></clipPath>
<g clip-path="url(#glass)">
<rect x="290" y="100" width="220" height="380" fill="#eea33a"/>
<g opacity="0.45">${speckles(400, 320, 110, 170, 26, ['#f8c774', '#f3b85a'], [14, 30], 171)}</g>
${speckles(400, 330, 90, 150, 34, ['#ffe3a0'], [2, 4], 172)}
<rect x="290" y="100" width="220" height="50" fill="#fffaf0"/>
</g>
<path d="M326 150 C320 220 340 320 360 440" stroke="#fff3c4" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.5"/>
<path d="M298 118 c-16 -36 24 -62 52 -50 c12 -36 70 -40 88 -10 c30 -22 78 -2 70 32 c18 8 14 34 -6 38 c-30 14 -70 6 -86 -2 c-30 14 -80 12 -100 0 c-14 4 -22 -2 -18 -8z" fill="#fffaf0"/>
${speckles(400, 96, 90, 22, 14, ['#f3ead7'], [3, 6], 173)}
<path d="M340 470 L460 470" stroke="#b86a12" stroke-width="6" stroke-linecap="round"/>
<g transform="rotate(-10 620 440)">
${shadow(620, 440, 60, 12, 0.2)}
<path d="M560 430 c20 -50 100 -60 130 -20 c-6 20 -30 14 -50 16 c-30 4 -60 24 -80 4z" fill="#f2d04a"/>
<path d="M566 428 c24 -36 86 -44 116 -16" stroke="#fbe98a" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M686 410 l14 -8" stroke="#5b3a1a" stroke-width="6" stroke-linecap="round"/>
</g>`,
  );
}

function elderflowerLemonade(): string {
  const ice = [
    [360, 260, 12],
    [430, 300, -18],
    [378, 350, 26],
    [440, 380, 8],
  ]
    .map(
      ([x, y, a]) =>
        `<rect x="${(x ?? 0) - 30}" y="${(y ?? 0) - 30}" width="60" height="60" rx="10" fill="#ffffff" opacity="0.5" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  const blossom = speckles(150, 430, 60, 34, 46, ['#fffdf2', '#f7f1d4', '#fff8dc'], [4, 7], 181);
  return scene(
    ['#f3efcf', '#c9b266'],
    `${TABLE}
${shadow(396, 462, 130, 20, 0.25)}
<path d="M300 170 L500 170 L480 470 Q400 482 320 470 Z" fill="#f4f1ea" opacity="0.7"/>
<path d="M308 200 L492 200 L474 462 Q400 474 326 462 Z" fill="#e6e59a"/>
<clipPath id="glass"><path d="M308 200 L492 200 L474 462 Q400 474 326 462 Z"/></clipPath>
<g clip-path="url(#glass)">${ice}${speckles(400, 350, 80, 120, 50, ['#ffffff', '#fbfbe0'], [2, 5], 182)}
<circle cx="420" cy="420" r="40" fill="#f2d43a"/><circle cx="420" cy="420" r="34" fill="#fbef9c"/>
</g>
<path d="M336 210 L350 450" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.5"/>
<path d="M430 90 L392 330" stroke="#d64933" stroke-width="14" stroke-linecap="round"/>
<path d="M430 90 L422 140" stroke="#fff8ee" stroke-width="14"/>
<g transform="translate(300 180) rotate(-30)">
<circle r="58" fill="#e9b923"/><circle r="50" fill="#fff6c9"/><circle r="44" fill="#fbe27a"/>
${[0, 45, 90, 135].map((a) => `<line x1="-44" y1="0" x2="44" y2="0" stroke="#fff6c9" stroke-width="3" transform="rotate(${a})"/>`).join('')}
</g>
<path d="M470 190 c10 -40 50 -60 80 -50 c-4 36 -40 56 -80 50z" fill="#4f9a3f"/>
<path d="M474 188 c24 -20 44 -34 70 -44" stroke="#8bc34a" stroke-width="3" fill="none"/>
<path d="M476 196 c40 -10 74 6 88 30 c-34 14 -70 6 -88 -30z" fill="#5fae48"/>
${shadow(150, 440, 60, 24, 0.2)}
<path d="M150 470 C150 440 130 420 110 406 M150 470 C150 440 170 420 196 410 M150 470 L150 404" stroke="#6b8a36" stroke-width="4" fill="none"/>
${blossom}
${speckles(150, 430, 50, 28, 18, ['#f2d65a'], [1.5, 2.5], 183)}
${herbs(640, 470, 18, 20, '#4f9a3f')}`,
  );
}

const WINE_BOWL = 'M440 130 L580 130 C592 200 586 270 510 300 C434 270 428 200 440 130 Z';

function riesling(): string {
  return scene(
    ['#f4e8c4', '#c79a55'],
    `${TABLE}
${shadow(250, 470, 80, 18, 0.3)}
<path d="M210 470 L210 230 C210 180 236 160 240 120 L240 50 L262 50 L262 120 C266 160 292 180 292 230 L292 470 Q251 480 210 470 Z" fill="#2f5d2a"/>
<path d="M224 240 C224 200 240 180 246 140 L246 60" stroke="#6f9a56" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>
<rect x="238" y="40" width="26" height="34" rx="4" fill="#c9a23a"/>
<rect x="214" y="290" width="74" height="110" rx="6" fill="#fbf3dc"/>
<rect x="222" y="300" width="58" height="10" rx="3" fill="#a83b2c"/>
<path d="M228 336 h46 M228 352 h46 M236 368 h30" stroke="#7a5a34" stroke-width="5" stroke-linecap="round"/>
<path d="M246 384 c6 -14 14 -14 20 0" stroke="#4f7a3a" stroke-width="4" fill="none"/>
${shadow(510, 470, 70, 14, 0.25)}
<ellipse cx="510" cy="470" rx="66" ry="12" fill="#f1eee6" opacity="0.9"/>
<rect x="503" y="296" width="14" height="174" fill="#f1eee6" opacity="0.9"/>
<path d="${WINE_BOWL}" fill="#f4f1ea" opacity="0.7"/>
<clipPath id="wine"><path d="${WINE_BOWL}"/></clipPath>
<g clip-path="url(#wine)"><rect x="420" y="196" width="180" height="120" fill="#f0d77a"/><rect x="420" y="196" width="180" height="8" fill="#f8e7a6"/></g>
<path d="M452 150 C448 200 460 250 488 280" stroke="#ffffff" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.6"/>
${shadow(660, 470, 50, 12, 0.22)}
<circle cx="640" cy="440" r="30" fill="#8bc34a"/><circle cx="668" cy="446" r="28" fill="#9ccc65"/>
<ellipse cx="632" cy="428" rx="8" ry="12" fill="#d7edb0" opacity="0.7"/>
<path d="M652 412 q0 -14 6 -22" stroke="#5b3a1a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}

const WATER_BOTTLE =
  'M240 470 L240 240 C240 200 270 180 276 150 L276 80 L304 80 L304 150 C310 180 340 200 340 240 L340 470 Q290 480 240 470 Z';

function mineralWater(): string {
  return scene(
    ['#e3eef0', '#8fb3b8'],
    `${TABLE}
${shadow(290, 470, 90, 18, 0.3)}
<path d="${WATER_BOTTLE}" fill="#7fb3c9" opacity="0.9"/>
<clipPath id="bottle"><path d="${WATER_BOTTLE}"/></clipPath>
<g clip-path="url(#bottle)">
<rect x="230" y="200" width="120" height="280" fill="#5e9cb8"/>
${speckles(290, 360, 40, 100, 30, ['#d6eef7'], [2, 4], 191)}
</g>
<path d="M256 250 L256 450" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
<rect x="272" y="62" width="36" height="30" rx="5" fill="#1f4f8a"/>
<rect x="240" y="290" width="100" height="90" fill="#fbfbf6"/>
<rect x="240" y="300" width="100" height="16" fill="#c62b1c"/>
<path d="M256 340 h68 M264 358 h52" stroke="#1f4f8a" stroke-width="6" stroke-linecap="round"/>
${shadow(500, 470, 80, 16, 0.25)}
<path d="M430 250 L570 250 L556 470 Q500 480 444 470 Z" fill="#eaf3f5" opacity="0.8"/>
<path d="M436 290 L564 290 L552 462 Q500 472 448 462 Z" fill="#cfe6ee"/>
<clipPath id="glass"><path d="M436 290 L564 290 L552 462 Q500 472 448 462 Z"/></clipPath>
<g clip-path="url(#glass)">${speckles(500, 380, 60, 80, 44, ['#ffffff'], [2, 4.5], 192)}
<rect x="440" y="286" width="128" height="8" fill="#e8f4f8"/></g>
<path d="M452 270 L462 450" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.7"/>
${lemonWedge(560, 268, 40, 200)}`,
  );
}

export const drinkIllustrations = {
  beer,
  hefeweizen,
  'apple-spritzer': appleSpritzer,
  'elderflower-lemonade': elderflowerLemonade,
  riesling,
  'mineral-water': mineralWater,
} satisfies Record<string, () => string>;

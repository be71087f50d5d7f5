import {
  bowl,
  chives,
  herbs,
  noodles,
  plate,
  ramekin,
  randomFrom,
  RED_CABBAGE,
  SAUERKRAUT,
  scene,
  shadow,
  shreds,
  speckles,
  wobblyOutline,
} from './demo-svg.ts';

/** The sides and the desserts of the demo menu beyond the fries, the Apfelstrudel and the cake. */

/** A cast-iron pan seen from above, its handle to the right. */
function pan(cx: number, cy: number, r: number): string {
  return `${shadow(cx, cy, r)}
<rect x="${cx + r - 46}" y="${cy - 28}" width="200" height="56" rx="24" fill="#2a2422"/>
<circle cx="${cx + r + 126}" cy="${cy}" r="10" fill="#4b423d"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2a2422"/>
<circle cx="${cx}" cy="${cy}" r="${r - 20}" fill="#3b3330"/>
<circle cx="${cx}" cy="${cy}" r="${r - 36}" fill="#4a403b"/>`;
}

function friedPotatoes(): string {
  const random = randomFrom(401);
  const slices = Array.from({ length: 36 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 140;
    const x = Math.round(380 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    const r = 26 + Math.round(random() * 8);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#c2781f"/><circle cx="${x - 2}" cy="${y - 2}" r="${r - 6}" fill="${random() < 0.5 ? '#f0c15a' : '#e6aa3e'}"/><path d="M${x - r / 2} ${y + r / 3} q${r / 2} ${r / 3} ${r} 0" stroke="#b8661a" stroke-width="4" fill="none" opacity="0.6"/>`;
  }).join('');
  const bacon = speckles(380, 300, 140, 140, 24, ['#9c3a26', '#b8503a'], [6, 9], 402);
  return scene(
    ['#f7dfbd', '#cf8a4c'],
    `${pan(380, 300, 226)}
${slices}
${bacon}
${shreds(380, 300, 130, 20, ['#b0621f', '#8a4512', '#d9a05a'], 403)}
${chives(380, 300, 140, 20, 404)}
${speckles(380, 300, 150, 150, 40, ['#fffaf0'], [1.5, 2.5], 405)}`,
  );
}

function butteredSpaetzle(): string {
  return scene(
    ['#f8e4c4', '#d59a5a'],
    `${bowl(390, 300, 215, '#f5d98a', ['#e6dccd', '#f7f1e8'])}
${noodles(390, 300, 140, 100, 411)}
<g opacity="0.6">${speckles(390, 300, 120, 120, 10, ['#fbe29a', '#fff1bd'], [12, 22], 412)}</g>
${speckles(390, 300, 140, 140, 70, ['#4f8a3a', '#3f7a2e'], [2, 4], 413)}
${herbs(460, 250, 16, 20)}`,
  );
}

function braisedSauerkraut(): string {
  const juniper = speckles(390, 300, 120, 120, 12, ['#2f2440', '#3f2f55'], [6, 8], 422);
  return scene(
    ['#f6e6c6', '#cf9f5c'],
    `${bowl(390, 300, 215, '#e2d38c', ['#6a8aa6', '#86a6c0'])}
${shreds(390, 300, 150, 180, SAUERKRAUT, 421)}
${juniper}
<g transform="rotate(-30 450 250)"><path d="M380 250 C410 220 480 220 520 250 C480 280 410 280 380 250Z" fill="#7a8a3a"/><path d="M390 250 L510 250" stroke="#a9b45a" stroke-width="3"/></g>`,
  );
}

function redCabbage(): string {
  const apples = [
    [330, 260, 10],
    [450, 340, -30],
    [420, 230, 60],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="rotate(${a} ${x} ${y})"><rect x="${(x ?? 0) - 18}" y="${(y ?? 0) - 14}" width="36" height="28" rx="6" fill="#f3dea0"/><rect x="${(x ?? 0) - 18}" y="${(y ?? 0) - 14}" width="36" height="6" rx="3" fill="#c0392b"/></g>`,
    )
    .join('');
  return scene(
    ['#f4dfc4', '#c58a5c'],
    `${bowl(390, 300, 215, '#5a1749', ['#e6dccd', '#f7f1e8'])}
${shreds(390, 300, 150, 190, RED_CABBAGE, 431)}
${apples}
${speckles(390, 300, 130, 130, 8, ['#3a1c10'], [3, 4], 432)}
<g transform="translate(600 460)">${shadow(0, 0, 50, 50, 0.2)}<circle r="56" fill="#c62b1c"/><circle cx="24" r="50" fill="#d6412a"/><path d="M10 -50 q0 -16 8 -26" stroke="#5b3a1a" stroke-width="6" fill="none" stroke-linecap="round"/></g>`,
  );
}

function kaiserschmarrn(): string {
  const random = randomFrom(441);
  const pieces = Array.from({ length: 30 }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 120;
    const x = Math.round(370 + Math.cos(angle) * d);
    const y = Math.round(300 + Math.sin(angle) * d);
    return `<path d="${wobblyOutline(x, y, 50 + random() * 16, 34 + random() * 10, 0.15, x * y)}" fill="#c98a34"/><path d="${wobblyOutline(x - 3, y - 3, 40, 26, 0.15, x + y)}" fill="#f2cf80"/>`;
  }).join('');
  return scene(
    ['#f6e0c4', '#cf8f5a'],
    `${plate(380, 300, 250)}
${pieces}
${speckles(370, 300, 130, 130, 18, ['#5a2e18', '#3a1c10'], [4, 6], 442)}
<g opacity="0.85">${speckles(370, 290, 150, 140, 320, ['#ffffff', '#fffdf6'], [1.5, 3], 443)}</g>
${ramekin(650, 170, 66, '#4a1b3a')}
${speckles(650, 170, 42, 42, 10, ['#6b2550', '#8a3a6a'], [8, 12], 444)}`,
  );
}

function redBerryCompote(): string {
  const berries = speckles(
    390,
    300,
    150,
    150,
    70,
    ['#a3162b', '#c0203a', '#7a0f22', '#d6465e'],
    [9, 16],
    451,
  );
  return scene(
    ['#f7e2d0', '#d1916e'],
    `${shadow(390, 300, 220)}
<circle cx="390" cy="300" r="220" fill="#f2ecee" opacity="0.9"/>
<circle cx="390" cy="300" r="205" fill="#fbf8f8"/>
<circle cx="390" cy="300" r="190" fill="#8e1024"/>
${berries}
${speckles(390, 300, 150, 150, 40, ['#f2a0b0'], [2, 4], 452)}
<path d="${wobblyOutline(430, 320, 90, 70, 0.1, 453)}" fill="#f6e2a4"/>
<path d="${wobblyOutline(424, 314, 70, 52, 0.1, 454)}" fill="#fbeec2"/>
${speckles(430, 320, 40, 30, 12, ['#3a2a1a'], [1, 1.8], 455)}
${herbs(330, 240, 16, 10, '#5fae48')}`,
  );
}

export const sideIllustrations = {
  'fried-potatoes': friedPotatoes,
  'buttered-spaetzle': butteredSpaetzle,
  sauerkraut: braisedSauerkraut,
  'red-cabbage': redCabbage,
  kaiserschmarrn,
  'red-berry-compote': redBerryCompote,
} satisfies Record<string, () => string>;

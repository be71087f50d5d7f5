/** Small drawing helpers shared by the demo illustrations (flat style, 800×600). */

const WIDTH = 800;
const HEIGHT = 600;

/** A seeded generator, so the scattered crumbs and seeds look the same on every run. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function scene(background: readonly [string, string], body: string): string {
  const [light, dark] = background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
  <pattern id="linen" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 7h14M7 0v14" stroke="#fff" stroke-opacity="0.07" stroke-width="2"/></pattern>
  <radialGradient id="shade"><stop offset="0.7" stop-color="#3b1d0e"/><stop offset="1" stop-color="#3b1d0e" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#linen)"/>
${body}
</svg>`;
}

/** A soft shadow under an object on the table (a gradient: much cheaper to render than a blur). */
export function shadow(cx: number, cy: number, rx: number, ry = rx, opacity = 0.28): string {
  return `<ellipse cx="${cx + 14}" cy="${cy + 20}" rx="${rx + 16}" ry="${ry + 16}" fill="url(#shade)" opacity="${opacity}"/>`;
}

/** A white plate seen from above. */
export function plate(cx: number, cy: number, r: number, rim = '#f1e6d6'): string {
  return `${shadow(cx, cy, r)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fffaf2"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${rim}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.75}" fill="#fffdf8"/>`;
}

/** A small dish holding a sauce or dip. */
export function ramekin(cx: number, cy: number, r: number, fill: string, rim = '#fdf7ee'): string {
  return `${shadow(cx, cy, r, r, 0.22)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${fill}"/>
<ellipse cx="${cx - r * 0.25}" cy="${cy - r * 0.3}" rx="${r * 0.28}" ry="${r * 0.14}" fill="#fff" opacity="0.35" transform="rotate(-30 ${cx - r * 0.25} ${cy - r * 0.3})"/>`;
}

/** A parsley-like sprig: a few leaves around a point. */
export function herbs(cx: number, cy: number, size: number, rotation = 0, color = '#4f8a3a'): string {
  const leaves = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<ellipse cx="0" cy="${-size * 0.55}" rx="${size * 0.32}" ry="${size * 0.5}" fill="${color}" transform="rotate(${angle})"/>`,
    )
    .join('');
  return `<g transform="translate(${cx} ${cy}) rotate(${rotation})">${leaves}<circle r="${size * 0.22}" fill="#6aa84f"/></g>`;
}

/** Short green chive pieces scattered inside a circle. */
export function chives(cx: number, cy: number, radius: number, count: number, seed: number): string {
  const random = randomFrom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance;
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="14" height="5" rx="2.5" fill="#3f8f3a" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return out;
}

/** Small dots (crumbs, salt, spice) scattered inside an ellipse. */
export function speckles(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  colors: readonly string[],
  size: readonly [number, number],
  seed: number,
): string {
  const random = randomFrom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    const x = cx + Math.cos(angle) * distance * rx;
    const y = cy + Math.sin(angle) * distance * ry;
    const r = size[0] + random() * (size[1] - size[0]);
    const color = colors[Math.floor(random() * colors.length)] ?? '#fff';
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}"/>`;
  }
  return out;
}

/** A lemon wedge seen from above, pointing along `rotation`. */
export function lemonWedge(cx: number, cy: number, size: number, rotation: number): string {
  const s = size;
  return `<g transform="translate(${cx} ${cy}) rotate(${rotation})">
<path d="M${-s} 0 A${s} ${s} 0 0 1 ${s} 0 Z" fill="#f2c230"/>
<path d="M${-s * 0.86} 0 A${s * 0.86} ${s * 0.86} 0 0 1 ${s * 0.86} 0 Z" fill="#fff6c9"/>
<path d="M${-s * 0.78} 0 A${s * 0.78} ${s * 0.78} 0 0 1 ${s * 0.78} 0 Z" fill="#fbe27a"/>
${[-60, -20, 20, 60]
  .map(
    (a) =>
      `<line x1="0" y1="0" x2="0" y2="${-s * 0.78}" stroke="#fff6c9" stroke-width="3" transform="rotate(${a})"/>`,
  )
  .join('')}
</g>`;
}

/** A closed, gently wobbly outline around an ellipse (a schnitzel, a pancake). */
export function wobblyOutline(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  seed: number,
): string {
  const random = randomFrom(seed);
  const phases = [random() * 6, random() * 6, random() * 6];
  const points = Array.from({ length: 72 }, (_, i) => {
    const angle = (i / 72) * Math.PI * 2;
    const scale =
      1 +
      wobble * (Math.sin(angle * 3 + (phases[0] ?? 0)) * 0.5 + Math.sin(angle * 7 + (phases[1] ?? 0)) * 0.3) +
      wobble * 0.2 * Math.sin(angle * 13 + (phases[2] ?? 0));
    return `${(cx + Math.cos(angle) * rx * scale).toFixed(1)} ${(cy + Math.sin(angle) * ry * scale).toFixed(1)}`;
  });
  return `M${points.join(' L')}Z`;
}

/** The wooden table edge under the drinks, which are drawn from the side. */
export const TABLE = `<rect x="0" y="470" width="800" height="130" fill="#8f5731"/>
<rect x="0" y="470" width="800" height="10" fill="#a8693c"/>
${[520, 560].map((y) => `<path d="M0 ${y} q200 -8 400 0 t400 0" stroke="#7c4a28" stroke-width="3" fill="none"/>`).join('')}`;

const PRETZEL_PATH =
  'M300 392 C330 330 368 282 400 252 C440 212 470 160 522 160 C585 160 612 232 590 302 C565 390 482 440 400 440 C318 440 235 390 210 302 C188 232 215 160 278 160 C330 160 360 212 400 252 C432 282 470 330 500 392';

/** A Bavarian pretzel in the 800×600 frame; `transform` places it, `salt` is drawn on top. */
export function pretzelShape(transform: string, salt: string): string {
  return `<g transform="${transform}">
<path d="${PRETZEL_PATH}" fill="none" stroke="#5e2c0c" stroke-width="62" stroke-linecap="round" stroke-linejoin="round" transform="translate(8 10)" opacity="0.35"/>
<path d="${PRETZEL_PATH}" fill="none" stroke="#6e3511" stroke-width="58" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${PRETZEL_PATH}" fill="none" stroke="#a8541c" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${PRETZEL_PATH}" fill="none" stroke="#c8732e" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" transform="translate(-4 -6)"/>
${salt}
</g>`;
}

/** A round bowl seen from above: its rim in `rim`, the inside filled with `fill`. */
export function bowl(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  rim: readonly [string, string],
): string {
  return `${shadow(cx, cy, r)}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim[0]}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="${rim[1]}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.84}" fill="#fbf1e3"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.76}" fill="${fill}"/>`;
}

/** Salad leaves scattered inside a circle. */
export function leaves(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  seed: number,
  scale = 1,
  greens: readonly string[] = ['#5f9e3a', '#7cb342', '#9ccc65', '#4a7f2c', '#8bc34a'],
): string {
  const random = randomFrom(seed);
  return Array.from({ length: count }, (_, i) => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * d;
    const y = cy + Math.sin(angle) * d;
    const rot = Math.round(random() * 180);
    const color = greens[i % greens.length] ?? '#7cb342';
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${rot}) scale(${scale})"><path d="M-62 0 C-50 -34 -14 -40 0 -30 C14 -42 50 -34 62 0 C50 30 14 40 0 30 C-14 40 -50 30 -62 0Z" fill="${color}"/><path d="M-50 0 L50 0" stroke="#d7edb0" stroke-width="3" opacity="0.7"/></g>`;
  }).join('');
}

/** Spätzle: short wavy egg noodles scattered inside a circle. */
export function noodles(cx: number, cy: number, radius: number, count: number, seed: number): string {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * d;
    const y = cy + Math.sin(angle) * d;
    const rot = Math.round(random() * 180);
    const fill = random() < 0.5 ? '#f7d36a' : '#f2c04e';
    const path = `M${(x - 20).toFixed(0)} ${y.toFixed(0)} q10 -10 20 0 t20 0`;
    const turn = `rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})`;
    return `<path d="${path}" stroke="#d9a437" stroke-width="14" fill="none" stroke-linecap="round" transform="${turn}"/><path d="${path}" stroke="${fill}" stroke-width="9" fill="none" stroke-linecap="round" transform="${turn}"/>`;
  }).join('');
}

/** Thin shreds (cabbage, sauerkraut) scattered inside a circle. */
export function shreds(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  colors: readonly string[],
  seed: number,
): string {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * radius;
    const x = cx + Math.cos(angle) * d;
    const y = cy + Math.sin(angle) * d;
    const color = colors[Math.floor(random() * colors.length)] ?? '#fff';
    const bend = (random() - 0.5) * 30;
    return `<path d="M${(x - 26).toFixed(0)} ${y.toFixed(0)} q26 ${bend.toFixed(0)} 52 0" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
}

/** A smooth sauce or gravy pool (a wobbly blob). */
export function sauce(cx: number, cy: number, rx: number, ry: number, fill: string, seed: number): string {
  return `<path d="${wobblyOutline(cx, cy, rx, ry, 0.09, seed)}" fill="${fill}"/>`;
}

/** The colours of braised red cabbage and of sauerkraut, for `shreds`. */
export const RED_CABBAGE = ['#6d1f5a', '#8e2a74', '#a8418c', '#5a1749'];
export const SAUERKRAUT = ['#e9dc9a', '#f3e8b4', '#d9c979'];

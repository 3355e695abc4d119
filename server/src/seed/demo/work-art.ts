import { escapeXml, linearGradient, mix, type Palette, type Random, r1, SANS, seededRandom } from "./art-kit.ts";

/** The compositions a picture of a demo showroom or gallery item can be drawn in, one or more per craft. */
export const WORK_STYLES = [
  "cover",
  "poster",
  "landscape",
  "screens",
  "sound",
  "plan",
  "pixels",
  "objects",
  "pattern",
  "frames",
  "stage",
  "jewel",
] as const;
export type WorkStyle = (typeof WORK_STYLES)[number];

/**
 * The shape of a picture: 2:1 by default, a wide shot that item pages show whole and that costs
 * the least to encode; 4:3 for a cover or an object that wants the height; square for a single object.
 */
export type WorkFormat = "standard" | "wide" | "square";

export interface WorkPicture {
  style: WorkStyle;
  /** The words the picture shows: a cover's title, a poster's headline, a screen's heading. */
  word?: string;
  format?: WorkFormat;
}

const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

/** Drawn on a canvas 720 wide. */
const W = 720;
const HEIGHTS: Record<WorkFormat, number> = { standard: 540, wide: 360, square: 720 };
/**
 * Rendered just wider than the widest rendition below the original (1280): every picture gets the
 * full set of sizes for a sharp item page, and no pixel more is decoded and encoded at seed time.
 */
export const WORK_PIXEL_WIDTH = 1320;

interface Canvas {
  h: number;
  palette: Palette;
  word: string;
  random: Random;
}

type Draw = (c: Canvas) => string;

const text = (x: number, y: number, size: number, fill: string, body: string, extra = "") =>
  `<text x="${r1(x)}" y="${r1(y)}" font-size="${r1(size)}" fill="${fill}" ${extra}>${escapeXml(body)}</text>`;

/** The font size at which a bold sans word fills about `width`. */
const fit = (word: string, width: number, max: number) => Math.min(max, width / (Math.max(word.length, 1) * 0.62));

/** A smooth hill line across the canvas, as the top of a filled band down to `bottom`. */
function ridge(random: Random, base: number, amplitude: number, bottom: number): string {
  const points = Array.from({ length: 6 }, (_, i) => ({
    x: (i / 5) * W,
    y: base + random.between(-amplitude, amplitude),
  }));
  let d = `M0 ${bottom}L0 ${r1(points[0].y)}`;
  for (let i = 1; i < points.length; i++) {
    const mid = (points[i - 1].x + points[i].x) / 2;
    d += `C${r1(mid)} ${r1(points[i - 1].y)} ${r1(mid)} ${r1(points[i].y)} ${r1(points[i].x)} ${r1(points[i].y)}`;
  }
  return `${d}L${W} ${bottom}z`;
}

/** A scene of hills under a sky and a sun, fitted into the box (x, y, w, h) by a transform. */
function scene(random: Random, palette: Palette, box: { x: number; y: number; w: number; h: number }, id: string) {
  const [deep, primary, secondary, light] = palette;
  const bands = [0, 1, 2, 3].map((i) => {
    const colour = mix(secondary, deep, i / 3);
    return `<path d="${ridge(random, 250 + i * 60, 40, 540)}" fill="${colour}"/>`;
  });
  const sun = `<circle cx="${r1(random.between(150, 570))}" cy="${r1(random.between(120, 220))}" r="70" fill="${primary}"/>`;
  return (
    `<defs>${linearGradient(`${id}sky`, [light, mix(light, secondary, 0.5)], 90)}<clipPath id="${id}clip">` +
    `<rect width="${W}" height="540"/></clipPath></defs>` +
    `<g transform="translate(${r1(box.x)} ${r1(box.y)}) scale(${r1((box.w / W) * 1000) / 1000} ${r1((box.h / 540) * 1000) / 1000})" ` +
    `clip-path="url(#${id}clip)"><rect width="${W}" height="540" fill="url(#${id}sky)"/>${sun}${bands.join("")}</g>`
  );
}

/** A book or magazine cover lying on a table: an illustration, the title and a masthead. */
const cover: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, , light] = palette;
  const ch = h * 0.8;
  const cw = ch * 0.72;
  const x = (W - cw) / 2 + random.between(-60, 60);
  const y = (h - ch) / 2;
  return (
    `<rect width="${W}" height="${h}" fill="${mix(light, primary, 0.25)}"/>` +
    `<rect x="${r1(x + 14)}" y="${r1(y + 16)}" width="${r1(cw)}" height="${r1(ch)}" fill="${deep}" opacity="0.25"/>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" fill="${light}"/>` +
    scene(random, palette, { x: x + 18, y: y + ch * 0.26, w: cw - 36, h: ch * 0.6 }, "cover") +
    text(x + 18, y + ch * 0.16, fit(word, cw - 36, 44), deep, word, `font-family="${SERIF}" font-weight="700"`) +
    `<rect x="${r1(x + 18)}" y="${r1(y + ch * 0.2)}" width="${r1(cw * 0.4)}" height="4" fill="${primary}"/>` +
    text(x + 18, y + ch - 16, 11, deep, "NO. 12 · SPRING", `font-family="${SANS}" letter-spacing="2"`)
  );
};

/** A Swiss poster: a headline over discs and bars, rules and small print. */
const poster: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, secondary, light] = palette;
  const discs = Array.from({ length: 3 }, (_, i) => {
    const colour = [primary, secondary, deep][i];
    return `<circle cx="${r1(random.between(120, 600))}" cy="${r1(random.between(h * 0.2, h * 0.6))}" r="${r1(random.between(50, 150))}" fill="${colour}" opacity="${i === 2 ? 0.85 : 1}"/>`;
  });
  const size = fit(word, W - 80, 150);
  return (
    `<rect width="${W}" height="${h}" fill="${light}"/>${discs.join("")}` +
    `<rect x="0" y="${r1(h - 70)}" width="${W}" height="70" fill="${secondary}"/>` +
    text(40, h - 96, size, deep, word, `font-family="${SANS}" font-weight="700" letter-spacing="${-r1(size / 24)}"`) +
    `<line x1="40" y1="40" x2="${W - 40}" y2="40" stroke="${deep}" stroke-width="2"/>` +
    text(40, 30, 11, deep, "2026", `font-family="${SANS}" letter-spacing="3"`) +
    text(W - 40, 30, 11, deep, "ATELIER", `font-family="${SANS}" letter-spacing="3" text-anchor="end"`)
  );
};

/** Layered hills or dunes under a low sun: a landscape photograph, a painting, a film still. */
const landscape: Draw = ({ h, palette, random }) => scene(random, palette, { x: 0, y: 0, w: W, h }, "land");

/** A browser window and a phone showing the same product: cards, buttons and a headline. */
const screens: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, secondary, light] = palette;
  const bw = W * 0.7;
  const bh = h * 0.72;
  const bx = 40;
  const by = (h - bh) / 2;
  const cards = [0, 1, 2]
    .map((i) => {
      const cx = bx + 24 + i * ((bw - 48) / 3);
      const cy = by + bh * 0.5;
      const fill = [primary, secondary, mix(primary, light, 0.5)][i];
      return (
        `<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1((bw - 48) / 3 - 12)}" height="${r1(bh * 0.38)}" rx="8" fill="${mix(light, deep, 0.06)}"/>` +
        `<rect x="${r1(cx + 10)}" y="${r1(cy + 10)}" width="${r1((bw - 48) / 3 - 32)}" height="${r1(bh * 0.18)}" rx="6" fill="${fill}"/>` +
        `<rect x="${r1(cx + 10)}" y="${r1(cy + bh * 0.24)}" width="${r1(random.between(50, 110))}" height="8" rx="4" fill="${deep}" opacity="0.5"/>`
      );
    })
    .join("");
  const px = bx + bw + 30;
  const pw = W - px - 40;
  const ph = pw * 1.9;
  const py = (h - ph) / 2;
  return (
    `<defs>${linearGradient("desk", [mix(deep, primary, 0.3), deep], 60)}</defs>` +
    `<rect width="${W}" height="${h}" fill="url(#desk)"/>` +
    `<rect x="${bx}" y="${r1(by)}" width="${r1(bw)}" height="${r1(bh)}" rx="12" fill="${light}"/>` +
    `<rect x="${bx}" y="${r1(by)}" width="${r1(bw)}" height="28" rx="12" fill="${mix(light, deep, 0.12)}"/>` +
    [0, 1, 2]
      .map(
        (i) => `<circle cx="${bx + 18 + i * 16}" cy="${r1(by + 14)}" r="5" fill="${[secondary, primary, deep][i]}"/>`,
      )
      .join("") +
    text(bx + 24, by + bh * 0.3, fit(word, bw * 0.7, 34), deep, word, `font-family="${SANS}" font-weight="700"`) +
    `<rect x="${bx + 24}" y="${r1(by + bh * 0.36)}" width="110" height="26" rx="13" fill="${primary}"/>` +
    cards +
    `<rect x="${r1(px)}" y="${r1(py)}" width="${r1(pw)}" height="${r1(ph)}" rx="20" fill="${deep}" stroke="${light}" stroke-width="3"/>` +
    `<rect x="${r1(px + 8)}" y="${r1(py + 24)}" width="${r1(pw - 16)}" height="${r1(ph * 0.3)}" rx="8" fill="${secondary}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${r1(px + 8)}" y="${r1(py + ph * 0.42 + i * 26)}" width="${r1((pw - 16) * (0.5 + ((i * 37) % 50) / 100))}" height="12" rx="6" fill="${light}" opacity="0.7"/>`,
      )
      .join("")
  );
};

/** A record and a waveform: the sleeve of a score or a sound piece. */
const sound: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, secondary, light] = palette;
  const bars: string[] = [];
  const count = 72;
  const phase = random.between(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const x = 40 + (i * (W - 80)) / count;
    const loud = Math.abs(Math.sin(i * 0.21 + phase) * Math.cos(i * 0.057)) * 0.8 + random.next() * 0.2;
    const bh = 10 + loud * h * 0.32;
    bars.push(
      `<rect x="${r1(x)}" y="${r1(h * 0.72 - bh / 2)}" width="5" height="${r1(bh)}" rx="2.5" fill="${i % 9 === 0 ? secondary : primary}"/>`,
    );
  }
  const cx = W * 0.72;
  const cy = h * 0.3;
  const grooves = [110, 96, 82, 68, 54]
    .map((r) => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="none" stroke="${light}" stroke-opacity="0.15"/>`)
    .join("");
  return (
    `<rect width="${W}" height="${h}" fill="${deep}"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="124" fill="${mix(deep, "#000000", 0.5)}"/>${grooves}` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="36" fill="${secondary}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="4" fill="${deep}"/>` +
    text(40, h * 0.22, fit(word, W * 0.45, 48), light, word, `font-family="${SANS}" font-weight="700"`) +
    text(
      40,
      h * 0.22 + 26,
      12,
      light,
      "SCORE · SOUND DESIGN",
      `font-family="${SANS}" letter-spacing="3" opacity="0.7"`,
    ) +
    bars.join("")
  );
};

/** A floor plan on drafting paper: walls, door swings, furniture and a grid. */
const plan: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, secondary, light] = palette;
  const grid =
    `<pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse">` +
    `<path d="M24 0H0V24" fill="none" stroke="${deep}" stroke-opacity="0.08"/></pattern>`;
  const x0 = 60;
  const y0 = 50;
  const x1 = W - 60;
  const y1 = h - 70;
  const splitX = random.between(0.4, 0.6) * (x1 - x0) + x0;
  const splitY = random.between(0.45, 0.6) * (y1 - y0) + y0;
  const walls =
    `<g fill="none" stroke="${deep}" stroke-width="8" stroke-linecap="square">` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${r1(y1 - y0)}"/>` +
    `<path d="M${r1(splitX)} ${y0}V${r1(splitY - 50)}M${r1(splitX)} ${r1(splitY + 10)}V${r1(y1)}"/>` +
    `<path d="M${x0} ${r1(splitY)}H${r1(splitX - 120)}M${r1(splitX - 60)} ${r1(splitY)}H${r1(splitX)}"/></g>`;
  const doors =
    `<g fill="none" stroke="${deep}" stroke-width="1.5">` +
    `<path d="M${r1(splitX)} ${r1(splitY - 50)}a60 60 0 0 1 -60 60"/>` +
    `<path d="M${r1(splitX - 120)} ${r1(splitY)}a60 60 0 0 0 60 -60"/></g>`;
  const furniture =
    `<rect x="${r1(splitX + 40)}" y="${y0 + 40}" width="150" height="90" rx="6" fill="${primary}" opacity="0.8"/>` +
    `<circle cx="${r1((splitX + x1) / 2)}" cy="${r1((splitY + y1) / 2)}" r="54" fill="${secondary}" opacity="0.8"/>` +
    `<rect x="${x0 + 30}" y="${y0 + 30}" width="${r1(splitX - x0 - 90)}" height="60" fill="${mix(primary, light, 0.5)}"/>` +
    `<rect x="${x0 + 40}" y="${r1(splitY + 40)}" width="110" height="${r1(y1 - splitY - 80)}" rx="4" fill="${primary}" opacity="0.6"/>`;
  return (
    `<defs>${grid}</defs><rect width="${W}" height="${h}" fill="${light}"/><rect width="${W}" height="${h}" fill="url(#grid)"/>` +
    furniture +
    walls +
    doors +
    text(x0, h - 30, 15, deep, word, `font-family="${SANS}" font-weight="700" letter-spacing="2"`) +
    text(x1, h - 30, 11, deep, "M 1:50", `font-family="${SANS}" text-anchor="end" letter-spacing="2"`)
  );
};

/** A pixel-art level: sky, hills of blocks, a platform, coins and a small hero. */
const pixels: Draw = ({ h, palette, random }) => {
  const [deep, primary, secondary, light] = palette;
  const p = 24;
  const cols = Math.ceil(W / p);
  const rows = Math.ceil(h / p);
  const cells: string[] = [];
  let ground = rows - 5;
  for (let c = 0; c < cols; c++) {
    if (random.next() < 0.3) ground = Math.max(rows - 9, Math.min(rows - 3, ground + (random.next() < 0.5 ? -1 : 1)));
    cells.push(`<rect x="${c * p}" y="${ground * p}" width="${p}" height="${p}" fill="${primary}"/>`);
    cells.push(
      `<rect x="${c * p}" y="${(ground + 1) * p}" width="${p}" height="${(rows - ground - 1) * p}" fill="${deep}"/>`,
    );
    if (c % 7 === 3)
      cells.push(`<rect x="${c * p + 6}" y="${(ground - 3) * p + 6}" width="12" height="12" fill="${secondary}"/>`);
  }
  // The hero, drawn in half-size pixels, stands on a floating platform.
  const platform = `<rect x="${p * 4}" y="${(rows - 11) * p}" width="${p * 5}" height="${p}" fill="${primary}"/>`;
  const hero = (
    [
      [1, 0, secondary],
      [0, 1, light],
      [1, 1, light],
      [2, 1, light],
      [1, 2, deep],
      [0, 3, deep],
      [2, 3, deep],
    ] as const
  )
    .map(
      ([x, y, fill]) =>
        `<rect x="${p * 5 + x * 12}" y="${(rows - 11) * p - 48 + y * 12}" width="12" height="12" fill="${fill}"/>`,
    )
    .join("");
  const clouds = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${r1(random.between(0, W - 96))}" y="${p * (1 + i * 2)}" width="${p * 4}" height="${p}" fill="${light}" opacity="0.8"/>`,
    )
    .join("");
  return `<rect width="${W}" height="${h}" fill="${mix(secondary, light, 0.6)}"/>${clouds}${cells.join("")}${platform}${hero}`;
};

/** A still life of made things on a plinth: a vase, a bowl, a lamp or a stool, with soft shadows. */
const objects: Draw = ({ h, palette, random }) => {
  const [deep, primary, secondary, light] = palette;
  const floor = h * 0.68;
  const things: string[] = [];
  const kinds = ["vase", "bowl", "lamp", "stool"];
  let x = 110 + random.between(0, 40);
  for (let i = 0; i < 3 && x < W - 100; i++) {
    const kind = random.pick(kinds);
    const fill = [primary, secondary, deep][i];
    things.push(`<ellipse cx="${r1(x + 30)}" cy="${r1(floor + 4)}" rx="80" ry="10" fill="${deep}" opacity="0.18"/>`);
    if (kind === "vase") {
      things.push(`<path d="M${r1(x - 30)} ${r1(floor)}c-20-60 10-110 20-150h20c10 40 40 90 20 150z" fill="${fill}"/>`);
    } else if (kind === "bowl") {
      things.push(`<path d="M${r1(x - 60)} ${r1(floor - 70)}h140a70 70 0 0 1 -140 0z" fill="${fill}"/>`);
    } else if (kind === "lamp") {
      things.push(
        `<rect x="${r1(x - 2)}" y="${r1(floor - 170)}" width="5" height="170" fill="${deep}"/>` +
          `<path d="M${r1(x - 50)} ${r1(floor - 150)}l50-70 50 70z" fill="${fill}"/>` +
          `<ellipse cx="${r1(x)}" cy="${r1(floor)}" rx="36" ry="7" fill="${deep}"/>`,
      );
    } else {
      things.push(
        `<rect x="${r1(x - 50)}" y="${r1(floor - 110)}" width="110" height="18" rx="4" fill="${fill}"/>` +
          `<path d="M${r1(x - 40)} ${r1(floor)}l10-92M${r1(x + 50)} ${r1(floor)}l-10-92" stroke="${fill}" stroke-width="9"/>`,
      );
    }
    x += random.between(170, 220);
  }
  return (
    `<defs>${linearGradient("wall", [light, mix(light, secondary, 0.35)], 90)}</defs>` +
    `<rect width="${W}" height="${h}" fill="url(#wall)"/>` +
    `<rect y="${r1(floor)}" width="${W}" height="${r1(h - floor)}" fill="${mix(light, deep, 0.12)}"/>${things.join("")}`
  );
};

/** A textile repeat: rows of leaves, dots and zigzags in the palette, offset every other row. */
const pattern: Draw = ({ h, palette, random }) => {
  const [deep, primary, secondary, light] = palette;
  const step = 90;
  const motifs: string[] = [];
  const kinds = [random.pick(["leaf", "dot", "zig"]), random.pick(["leaf", "dot", "zig"])];
  for (let row = 0; row * (step * 0.8) < h + step; row++) {
    const y = row * step * 0.8;
    const kind = kinds[row % 2];
    const fill = row % 2 === 0 ? primary : secondary;
    for (let x = (row % 2) * (step / 2) - step; x < W + step; x += step) {
      if (kind === "leaf") {
        motifs.push(`<path d="M${x} ${r1(y + 30)}q30 -40 60 0q-30 40 -60 0z" fill="${fill}"/>`);
      } else if (kind === "dot") {
        motifs.push(
          `<circle cx="${x + 30}" cy="${r1(y + 30)}" r="18" fill="${fill}"/><circle cx="${x + 30}" cy="${r1(y + 30)}" r="6" fill="${light}"/>`,
        );
      } else {
        motifs.push(
          `<path d="M${x} ${r1(y + 40)}l22-24 22 24 22-24 22 24" fill="none" stroke="${fill}" stroke-width="7"/>`,
        );
      }
    }
  }
  return `<rect width="${W}" height="${h}" fill="${mix(light, deep, 0.05)}"/>${motifs.join("")}`;
};

/** A storyboard: six frames of a shape moving and turning, the rhythm of a motion piece or a spot. */
const frames: Draw = ({ h, palette, word, random }) => {
  const [deep, primary, secondary, light] = palette;
  const fw = (W - 100) / 3;
  const fh = (h - 120) / 2;
  const start = random.between(0, 60);
  const cells = Array.from({ length: 6 }, (_, i) => {
    const x = 30 + (i % 3) * (fw + 20);
    const y = 30 + Math.floor(i / 3) * (fh + 30);
    const t = i / 5;
    const cx = x + fw * (0.2 + t * 0.6);
    const size = fh * (0.2 + 0.25 * Math.sin(t * Math.PI));
    return (
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(fw)}" height="${r1(fh)}" fill="${mix(deep, light, 0.1)}"/>` +
      `<rect x="${r1(cx - size / 2)}" y="${r1(y + fh / 2 - size / 2)}" width="${r1(size)}" height="${r1(size)}" fill="${i % 2 ? secondary : primary}" ` +
      `transform="rotate(${r1(start + i * 18)} ${r1(cx)} ${r1(y + fh / 2)})"/>` +
      text(x + 6, y + fh - 8, 10, light, `0${i + 1}`, `font-family="${SANS}" opacity="0.6"`)
    );
  });
  return (
    `<rect width="${W}" height="${h}" fill="${deep}"/>${cells.join("")}` +
    text(30, h - 26, 16, light, word, `font-family="${SANS}" font-weight="700" letter-spacing="3"`)
  );
};

/** A stage behind its proscenium: curtains, a set piece and cones of light on the boards. */
const stage: Draw = ({ h, palette, random }) => {
  const [deep, primary, secondary, light] = palette;
  const floor = h * 0.72;
  const beams = [0, 1, 2]
    .map((i) => {
      const x = 170 + i * 190 + random.between(-30, 30);
      return `<path d="M${r1(x)} 0L${r1(x - 90)} ${r1(floor + 30)}H${r1(x + 90)}z" fill="${light}" opacity="0.12"/>`;
    })
    .join("");
  const folds = (x0: number, dir: number) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${r1(x0 + dir * i * 18)}" y="0" width="16" height="${r1(h)}" fill="${mix(primary, deep, i % 2 ? 0.3 : 0)}"/>`,
    ).join("");
  const set =
    random.next() < 0.5
      ? `<rect x="${W / 2 - 110}" y="${r1(floor - 150)}" width="220" height="150" fill="${secondary}"/><path d="M${W / 2 - 130} ${r1(floor - 150)}l130-80 130 80z" fill="${mix(secondary, deep, 0.3)}"/>`
      : `<circle cx="${W / 2}" cy="${r1(floor - 110)}" r="110" fill="${secondary}"/><rect x="${W / 2 - 150}" y="${r1(floor - 20)}" width="300" height="20" fill="${mix(secondary, deep, 0.4)}"/>`;
  return (
    `<rect width="${W}" height="${h}" fill="${mix(deep, "#000000", 0.4)}"/>` +
    `<rect y="${r1(floor)}" width="${W}" height="${r1(h - floor)}" fill="${mix(deep, secondary, 0.25)}"/>` +
    set +
    beams +
    folds(0, 1) +
    folds(W - 16, -1) +
    `<rect width="${W}" height="44" fill="${primary}"/>`
  );
};

/** A ring or a pendant on a velvet ground: a metal band with a faceted stone and a highlight. */
const jewel: Draw = ({ h, palette, random }) => {
  const [deep, primary, secondary, light] = palette;
  const cx = W / 2 + random.between(-80, 80);
  const cy = h * 0.56;
  const metal =
    `<defs><radialGradient id="ground" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${mix(deep, primary, 0.35)}"/>` +
    `<stop offset="1" stop-color="${deep}"/></radialGradient>${linearGradient("metal", [light, "#b8b8b8", light, "#8a8a8a"], 30)}` +
    `${linearGradient("stone", [secondary, primary, mix(secondary, light, 0.5)], 60)}</defs>`;
  const r = h * 0.24;
  return (
    `${metal}<rect width="${W}" height="${h}" fill="url(#ground)"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(cy + r + 18)}" rx="${r1(r * 1.1)}" ry="14" fill="#000000" opacity="0.3"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="url(#metal)" stroke-width="${r1(r * 0.16)}"/>` +
    `<path d="M${r1(cx - 34)} ${r1(cy - r - 10)}l34-44 34 44-34 26z" fill="url(#stone)" stroke="${light}" stroke-width="2"/>` +
    `<path d="M${r1(cx - 34)} ${r1(cy - r - 10)}h68M${r1(cx)} ${r1(cy - r - 54)}v70" stroke="${light}" stroke-opacity="0.5"/>` +
    `<circle cx="${r1(cx - r * 0.6)}" cy="${r1(cy - r * 0.5)}" r="5" fill="#ffffff" opacity="0.8"/>`
  );
};

const DRAW: Record<WorkStyle, Draw> = {
  cover,
  poster,
  landscape,
  screens,
  sound,
  plan,
  pixels,
  objects,
  pattern,
  frames,
  stage,
  jewel,
};

/**
 * The SVG of one picture of an item, `pixels` wide, the same every time for the same picture,
 * colours and seed.
 */
export function workSvg(picture: WorkPicture, palette: Palette, seed: string, pixels = WORK_PIXEL_WIDTH): string {
  const h = HEIGHTS[picture.format ?? "wide"];
  const body = DRAW[picture.style]({ h, palette, word: picture.word ?? "", random: seededRandom(`work:${seed}`) });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${Math.round((h * pixels) / W)}" ` +
    `viewBox="0 0 ${W} ${h}">${body}</svg>`
  );
}

import { escapeXml, linearGradient, mix, type Palette, type Random, SANS, seededRandom } from "./art-kit.ts";

/** Hair of an abstract portrait: the one feature that tells the figures apart at a glance. */
export const HAIR_STYLES = ["bob", "bun", "short", "long", "curls", "crop"] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** Skin tones from light to dark, so the figures look like the people behind them. */
const SKIN_TONES = ["#f3d9c6", "#e8bf9f", "#cf9a76", "#a86f4c", "#6e4630"] as const;

export type PortraitArt =
  | {
      style: "portrait";
      palette: Palette;
      hair: HairStyle;
      /** An index into the skin tones, from 0 (light) to 4 (dark). */
      skin: number;
      glasses?: boolean;
      beard?: boolean;
    }
  | { style: "monogram"; palette: Palette; initials: string };

/** Drawn on a 256 x 256 canvas. */
const S = 256;
/** The side a portrait is rendered at unless told otherwise: the largest profile rendition's. */
export const PORTRAIT_PIXELS = S * 2;

const HAIR: Record<HairStyle, (colour: string) => { back: string; front: string }> = {
  bob: (c) => ({
    back: `<path d="M76 112c0-40 22-64 52-64s52 24 52 64v44H76z" fill="${c}"/>`,
    front: `<path d="M84 104c2-30 20-48 44-48s42 18 44 48c-20-2-36-12-44-26-8 14-24 24-44 26z" fill="${c}"/>`,
  }),
  bun: (c) => ({
    back: `<circle cx="128" cy="50" r="22" fill="${c}"/>`,
    front: `<path d="M84 106c0-32 20-52 44-52s44 20 44 52c-14-12-30-18-44-18s-30 6-44 18z" fill="${c}"/>`,
  }),
  short: (c) => ({
    back: "",
    front: `<path d="M84 106C80 70 100 52 128 52s48 18 44 54c-6-16-12-24-22-26-20-4-46 0-58 12z" fill="${c}"/>`,
  }),
  long: (c) => ({
    back: `<path d="M74 110c0-42 24-66 54-66s54 24 54 66v86c-16 6-34 8-54 8s-38-2-54-8z" fill="${c}"/>`,
    front: `<path d="M84 108c2-32 20-52 44-52s42 20 44 52c-16-6-30-18-38-34-10 18-28 30-50 34z" fill="${c}"/>`,
  }),
  curls: (c) => ({
    back: [
      [92, 80],
      [110, 60],
      [136, 56],
      [160, 70],
      [170, 96],
      [84, 104],
      [172, 120],
      [86, 128],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="${c}"/>`)
      .join(""),
    front: "",
  }),
  crop: (c) => ({
    back: "",
    front: `<path d="M86 98C84 68 104 56 128 56s44 12 42 42c-6-16-20-26-42-26s-36 10-42 26z" fill="${c}"/>`,
  }),
};

/** A figure from head and shoulders in flat shapes, lit from one side, before a disc of light. */
function portrait(art: Extract<PortraitArt, { style: "portrait" }>, random: Random): string {
  const [deep, primary, secondary, light] = art.palette;
  const skin = SKIN_TONES[art.skin] ?? SKIN_TONES[0];
  const shade = mix(skin, deep, 0.16);
  const hairColour = mix(deep, primary, 0.15);
  const hair = HAIR[art.hair](hairColour);
  const discX = 128 + random.between(-36, 36);
  const glasses = art.glasses
    ? `<g fill="none" stroke="${deep}" stroke-width="4"><circle cx="112" cy="116" r="11"/>` +
      `<circle cx="144" cy="116" r="11"/><path d="M123 116h10"/></g>`
    : "";
  const beard = art.beard
    ? `<path d="M84 118c4 26 20 42 44 42s40-16 44-42c-8 14-18 24-30 24-4-6-10-8-14-8s-10 2-14 8c-12 0-22-10-30-24z" ` +
      `fill="${mix(hairColour, skin, 0.2)}" clip-path="url(#head)"/>`
    : "";
  return (
    `<defs>${linearGradient("ground", [primary, secondary], 60)}` +
    `<clipPath id="head"><ellipse cx="128" cy="110" rx="42" ry="48"/></clipPath></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#ground)"/>` +
    `<circle cx="${discX.toFixed(1)}" cy="104" r="86" fill="${light}" opacity="0.28"/>` +
    hair.back +
    `<path d="M38 256c0-58 38-90 90-90s90 32 90 90z" fill="${deep}"/>` +
    `<path d="M128 166c-14 0-26 4-34 10l34 40 34-40c-8-6-20-10-34-10z" fill="${mix(deep, light, 0.25)}"/>` +
    `<rect x="112" y="140" width="32" height="38" rx="12" fill="${shade}"/>` +
    `<ellipse cx="128" cy="110" rx="42" ry="48" fill="${skin}"/>` +
    `<rect x="128" y="50" width="50" height="110" fill="${shade}" clip-path="url(#head)"/>` +
    hair.front +
    beard +
    glasses
  );
}

/** Bold initials on a deep gradient, with a ring and a quarter disc as the mark's geometry. */
function monogram(art: Extract<PortraitArt, { style: "monogram" }>, random: Random): string {
  const [deep, primary, secondary, light] = art.palette;
  const corner = random.pick([0, 90, 180, 270]);
  const size = art.initials.length > 1 ? 96 : 128;
  return (
    `<defs>${linearGradient("ground", [deep, mix(deep, primary, 0.55)], 45)}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#ground)"/>` +
    `<g transform="rotate(${corner} 128 128)"><path d="M256 256V120a136 136 0 0 0-136 136z" fill="${secondary}" ` +
    `opacity="0.9"/></g>` +
    `<circle cx="128" cy="128" r="84" fill="none" stroke="${light}" stroke-width="3" opacity="0.55"/>` +
    `<text x="128" y="${(128 + size * 0.36).toFixed(1)}" text-anchor="middle" font-family="${SANS}" ` +
    `font-weight="700" font-size="${size}" letter-spacing="-4" fill="${light}">${escapeXml(art.initials)}</text>`
  );
}

/** The SVG of a profile image `pixels` wide and high, the same every time for the same art and seed. */
export function portraitSvg(art: PortraitArt, seed: string, pixels = PORTRAIT_PIXELS): string {
  const random = seededRandom(`portrait:${seed}`);
  const body = art.style === "portrait" ? portrait(art, random) : monogram(art, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${S} ${S}">${body}</svg>`;
}

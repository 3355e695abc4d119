import { escapeXml, linearGradient, mix, type Palette, r1, SANS } from "./art-kit.ts";

/**
 * The marks employers put on their opportunities: simple geometric logos in the owner's colours,
 * readable at the board's smallest size and unlike the monograms of the profile pictures.
 */
export const LOGO_STYLES = ["ring", "tile", "arcs", "stripes", "petals", "aurora", "peaks"] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number];

/** Drawn on a 256 x 256 canvas. */
const S = 256;
/** The side a logo is drawn at: the largest rendition's, as the profile pictures are drawn. */
export const LOGO_PIXELS = 384;

const letters = (initials: string, x: number, y: number, size: number, fill: string) =>
  `<text x="${x}" y="${r1(y + size * 0.36)}" text-anchor="middle" font-family="${SANS}" font-weight="700" ` +
  `font-size="${size}" letter-spacing="-3" fill="${fill}">${escapeXml(initials)}</text>`;

const MARKS: Record<LogoStyle, (palette: Palette, initials: string) => string> = {
  ring: ([deep, primary, secondary, light], initials) =>
    `<rect width="${S}" height="${S}" fill="${light}"/>` +
    `<circle cx="128" cy="128" r="88" fill="none" stroke="${primary}" stroke-width="20"/>` +
    `<path d="M128 40a88 88 0 0 1 88 88" fill="none" stroke="${secondary}" stroke-width="20"/>` +
    letters(initials, 128, 128, initials.length > 1 ? 70 : 96, deep),
  tile: ([deep, primary, secondary, light], initials) =>
    `<rect width="${S}" height="${S}" fill="${deep}"/>` +
    `<rect x="44" y="44" width="168" height="168" rx="36" fill="${primary}"/>` +
    `<circle cx="190" cy="66" r="20" fill="${secondary}"/>` +
    letters(initials.slice(0, 1), 128, 132, 120, light),
  arcs: ([deep, primary, secondary, light]) =>
    `<rect width="${S}" height="${S}" fill="${light}"/>` +
    `<g fill="none" stroke-width="22" stroke-linecap="round">` +
    `<path d="M40 176a88 88 0 0 1 176 0" stroke="${deep}"/>` +
    `<path d="M76 176a52 52 0 0 1 104 0" stroke="${primary}"/>` +
    `<path d="M112 176a16 16 0 0 1 32 0" stroke="${secondary}"/></g>` +
    `<rect x="28" y="196" width="200" height="12" rx="6" fill="${primary}"/>`,
  stripes: ([deep, primary, secondary, light], initials) =>
    `<defs><clipPath id="disc"><circle cx="128" cy="128" r="104"/></clipPath></defs>` +
    `<rect width="${S}" height="${S}" fill="${light}"/>` +
    `<g clip-path="url(#disc)"><rect width="${S}" height="${S}" fill="${primary}"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<path d="M${-40 + i * 56} 256l120-256h26l-120 256z" fill="${mix(primary, secondary, 0.7)}"/>`)
      .join("") +
    `</g><circle cx="128" cy="128" r="50" fill="${light}"/>` +
    letters(initials, 128, 128, initials.length > 1 ? 44 : 60, deep),
  petals: ([deep, primary, secondary, light], initials) =>
    `<rect width="${S}" height="${S}" fill="${light}"/>` +
    `<g opacity="0.88"><circle cx="100" cy="100" r="56" fill="${primary}"/>` +
    `<circle cx="156" cy="100" r="56" fill="${secondary}"/>` +
    `<circle cx="100" cy="156" r="56" fill="${secondary}"/>` +
    `<circle cx="156" cy="156" r="56" fill="${primary}"/></g>` +
    `<circle cx="128" cy="128" r="36" fill="${deep}"/>` +
    letters(initials.slice(0, 1), 128, 128, 46, light),
  aurora: ([deep, primary, secondary, light], initials) =>
    `<defs>${linearGradient("glow", [primary, secondary], 0)}</defs>` +
    `<rect width="${S}" height="${S}" fill="${deep}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M28 ${150 - i * 34}c40-40 70 30 100 0s60-40 100 0" fill="none" stroke="url(#glow)" ` +
          `stroke-width="${16 - i * 4}" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
      )
      .join("") +
    letters(initials, 128, 204, 40, light),
  peaks: ([deep, primary, secondary, light], initials) =>
    `<rect width="${S}" height="${S}" fill="${light}"/>` +
    `<circle cx="178" cy="82" r="26" fill="${secondary}"/>` +
    `<path d="M24 196l70-106 44 62 28-36 66 80z" fill="${primary}"/>` +
    `<path d="M94 90l20 30-12-4-8 12-8-12-12 4z" fill="${light}"/>` +
    `<rect x="24" y="196" width="208" height="6" fill="${deep}"/>` +
    letters(initials, 128, 226, 30, deep),
};

/** The SVG of an employer's logo `pixels` wide and high. */
export function logoSvg(style: LogoStyle, palette: Palette, initials: string, pixels = LOGO_PIXELS): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${S} ${S}">` +
    `${MARKS[style](palette, initials)}</svg>`
  );
}

import type { ResponsiveImage } from "@atelier/common";
import type { GridColumns } from "@atelier/common/enums";

/** `srcset` of a picture: every width it is served in. */
export const srcSetOf = (image: ResponsiveImage): string =>
  image.sources.map((source) => `${source.url} ${source.width}w`).join(", ");

/** The narrowest rendition, for browsers that ignore `srcset`. */
export const fallbackSrcOf = (image: ResponsiveImage): string | undefined => image.sources[0]?.url ?? undefined;

/**
 * The widest rendition of a picture, at its own pixel size: the most a reader other than its owner
 * can see of it (the uploaded original is the owner's alone).
 */
export function largestOf(image: ResponsiveImage): { url: string; width: number; height: number } | null {
  const widest = image.sources[image.sources.length - 1];
  if (!widest) return null;
  return { url: widest.url, width: widest.width, height: Math.round((widest.width * image.height) / image.width) };
}

/** The content is at most 1280 px wide; below the small breakpoint the grid is one column. */
const MAX_CONTENT = 1280;
const PHONE = "(max-width: 36em)";

/** `sizes` of a card's picture in a grid of this many columns: its share of the content width. */
export function gridSizes(columns: GridColumns | 3): string {
  return `${PHONE} 100vw, (max-width: ${MAX_CONTENT}px) ${Math.ceil(100 / columns)}vw, ${Math.ceil(MAX_CONTENT / columns)}px`;
}

/** `sizes` of a picture at the item page's full content width (the side column beside it on a desktop). */
export const PAGE_IMAGE_SIZES = `(max-width: 62em) 100vw, 860px`;

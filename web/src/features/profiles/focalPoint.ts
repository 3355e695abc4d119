/** A point of an image as shares of its width and height, from the top left: what PATCH focal_x/focal_y takes. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A region of an image as shares of its width and height. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** The frames the server cuts from each kind of image (its renditions: square avatars, 4:1 banners). */
export const IMAGE_FRAMES = {
  profile: { width: 1, height: 1 },
  title: { width: 4, height: 1 },
} as const satisfies Record<string, Size>;

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));
/** Three decimals: a thousandth of the widest banner is under three pixels, finer choice means nothing. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The focal point under a pointer on the preview of an image; outside the preview it sticks to the edge. */
export function focalFromPointer(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return CENTRE;
  return {
    x: round(clampUnit((pointer.x - box.left) / box.width)),
    y: round(clampUnit((pointer.y - box.top) / box.height)),
  };
}

const KEY_STEPS: Record<string, FocalPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The focal point moved by an arrow key (a larger step with Shift); null for any other key. */
export function nudgeFocal(focal: FocalPoint, key: string, large = false): FocalPoint | null {
  const direction = KEY_STEPS[key];
  if (!direction) return null;
  const step = large ? 0.1 : 0.02;
  return { x: round(clampUnit(focal.x + direction.x * step)), y: round(clampUnit(focal.y + direction.y * step)) };
}

/**
 * The part of an image a frame of another shape keeps: the largest region of the frame's aspect
 * ratio, centred on the focal point as far as the edges allow. The server crops its renditions the
 * same way, so the preview shows exactly what the banner and the avatar will show.
 */
export function visibleRegion(image: Size, frame: Size, focal: FocalPoint): Region {
  if (image.width <= 0 || image.height <= 0) return { left: 0, top: 0, width: 1, height: 1 };
  const imageRatio = image.width / image.height;
  const frameRatio = frame.width / frame.height;
  const width = Math.min(1, frameRatio / imageRatio);
  const height = Math.min(1, imageRatio / frameRatio);
  return {
    left: Math.min(Math.max(0, focal.x - width / 2), 1 - width),
    top: Math.min(Math.max(0, focal.y - height / 2), 1 - height),
    width,
    height,
  };
}

/**
 * The CSS object-position that keeps a focal point in view when a rendition is cropped further by
 * its box (a banner narrower than 4:1 on a phone). The banner renditions keep the full width of
 * most pictures, so the horizontal share carries over unchanged.
 */
export function objectPosition(focal: FocalPoint | null | undefined): string {
  const point = focal ?? CENTRE;
  return `${round(clampUnit(point.x) * 100)}% ${round(clampUnit(point.y) * 100)}%`;
}

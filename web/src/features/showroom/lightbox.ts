/** What a key or a gesture does in the lightbox: show another picture, or move the enlarged one. */
export type LightboxMove = { kind: "show"; index: number } | { kind: "pan"; x: number; y: number };

/** How far one press of an arrow key moves an enlarged picture, in CSS pixels. */
export const PAN_STEP = 80;

/** The picture `step` places from `index`, round the ends: after the last comes the first again. */
export function stepped(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * What a key pressed in the lightbox does. At fit-to-screen size the arrows page through the pictures;
 * at full size they move the picture, as a keyboard has no other way to reach its edges (the buttons
 * still page). Escape is the dialog's own.
 */
export function lightboxKey(key: string, at: { index: number; count: number; zoomed: boolean }): LightboxMove | null {
  if (at.zoomed) {
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const by = pan[key];
    return by ? { kind: "pan", x: by[0], y: by[1] } : null;
  }
  if (at.count < 2) return null;
  switch (key) {
    case "ArrowLeft":
      return { kind: "show", index: stepped(at.index, -1, at.count) };
    case "ArrowRight":
      return { kind: "show", index: stepped(at.index, 1, at.count) };
    case "Home":
      return { kind: "show", index: 0 };
    case "End":
      return { kind: "show", index: at.count - 1 };
    default:
      return null;
  }
}

/** How far a finger travels sideways before the lift counts as a swipe, in CSS pixels. */
export const SWIPE_DISTANCE = 48;

/**
 * The step a touch gesture asks for: a swipe to the left shows the next picture, to the right the
 * previous one; a gesture mostly up or down, or a short one, none.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

export interface Size {
  width: number;
  height: number;
}

/** Whether showing the picture at its own size shows more than fitting it into the box does. */
export const enlarges = (picture: Size, box: Size): boolean => picture.width > box.width || picture.height > box.height;

/**
 * Where to scroll an enlarged picture so that the point chosen (as shares of its width and height,
 * 0 to 1) stands in the middle of the box; the browser stops it at the edges.
 */
export function scrollToward(point: { x: number; y: number }, picture: Size, box: Size): { left: number; top: number } {
  return {
    left: Math.max(0, Math.round(point.x * picture.width - box.width / 2)),
    top: Math.max(0, Math.round(point.y * picture.height - box.height / 2)),
  };
}

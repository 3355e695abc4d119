import { describe, expect, it } from "vitest";
import { CENTRE, focalFromPointer, IMAGE_FRAMES, nudgeFocal, objectPosition, visibleRegion } from "./focalPoint.ts";

const box = { left: 100, top: 50, width: 400, height: 200 };

describe("focalFromPointer", () => {
  it("turns a pointer on the preview into shares of its width and height", () => {
    expect(focalFromPointer({ x: 200, y: 100 }, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalFromPointer({ x: 500, y: 250 }, box)).toEqual({ x: 1, y: 1 });
  });

  it("keeps a pointer dragged past the edges on the edge", () => {
    expect(focalFromPointer({ x: 20, y: 900 }, box)).toEqual({ x: 0, y: 1 });
  });

  it("rounds to thousandths", () => {
    expect(focalFromPointer({ x: 100 + 400 / 3, y: 50 }, box)).toEqual({ x: 0.333, y: 0 });
  });

  it("answers the centre for a preview that has no size yet", () => {
    expect(focalFromPointer({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual(CENTRE);
  });
});

describe("nudgeFocal", () => {
  it("moves the point with the arrow keys, further with Shift", () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, "ArrowRight")).toEqual({ x: 0.52, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, "ArrowUp", true)).toEqual({ x: 0.5, y: 0.4 });
  });

  it("stops at the edges", () => {
    expect(nudgeFocal({ x: 0.01, y: 0.99 }, "ArrowLeft")).toEqual({ x: 0, y: 0.99 });
    expect(nudgeFocal({ x: 0.5, y: 0.95 }, "ArrowDown", true)).toEqual({ x: 0.5, y: 1 });
  });

  it("ignores other keys", () => {
    expect(nudgeFocal(CENTRE, "Enter")).toBeNull();
  });
});

describe("visibleRegion", () => {
  const photo = { width: 3000, height: 2000 };

  it("keeps the full width of a landscape photo in a 4:1 banner, centred on the focal point", () => {
    const region = visibleRegion(photo, IMAGE_FRAMES.title, { x: 0.5, y: 0.5 });
    expect(region.left).toBe(0);
    expect(region.width).toBe(1);
    expect(region.height).toBeCloseTo(3000 / 4 / 2000);
    expect(region.top).toBeCloseTo(0.5 - region.height / 2);
  });

  it("slides the region to the image's edge when the focal point is close to it", () => {
    const top = visibleRegion(photo, IMAGE_FRAMES.title, { x: 0.5, y: 0.02 });
    expect(top.top).toBe(0);
    const bottom = visibleRegion(photo, IMAGE_FRAMES.title, { x: 0.5, y: 0.99 });
    expect(bottom.top + bottom.height).toBeCloseTo(1);
  });

  it("cuts a square from a landscape photo for the avatar, around the focal point", () => {
    const region = visibleRegion(photo, IMAGE_FRAMES.profile, { x: 0.3, y: 0.5 });
    expect(region.width).toBeCloseTo(2 / 3);
    expect(region.height).toBe(1);
    expect(region.left).toBe(0);
    const right = visibleRegion(photo, IMAGE_FRAMES.profile, { x: 0.6, y: 0.5 });
    expect(right.left).toBeCloseTo(0.6 - 1 / 3);
  });

  it("matches the server's crop of a portrait photo to a banner in pixels", () => {
    const portrait = { width: 1000, height: 1500 };
    const focal = { x: 0.5, y: 0.8 };
    const region = visibleRegion(portrait, IMAGE_FRAMES.title, focal);
    // The server: width 1000, height round(1000 / 4) = 250, top round(0.8 * 1500 - 125) = 1075.
    expect(Math.round(region.height * 1500)).toBe(250);
    expect(Math.round(region.top * 1500)).toBe(1075);
  });
});

describe("objectPosition", () => {
  it("places the focal point as CSS percentages, the centre without one", () => {
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
    expect(objectPosition(null)).toBe("50% 50%");
  });
});

import { describe, expect, it } from "vitest";
import { enlarges, lightboxKey, PAN_STEP, SWIPE_DISTANCE, scrollToward, stepped, swipeStep } from "./lightbox.ts";

describe("stepped", () => {
  it("goes round the ends", () => {
    expect(stepped(0, 1, 7)).toBe(1);
    expect(stepped(6, 1, 7)).toBe(0);
    expect(stepped(0, -1, 7)).toBe(6);
    expect(stepped(3, -1, 7)).toBe(2);
    expect(stepped(0, 1, 1)).toBe(0);
    expect(stepped(0, 1, 0)).toBe(0);
  });
});

describe("lightboxKey", () => {
  const fit = { index: 2, count: 7, zoomed: false };

  it("pages with the arrows, Home and End at fit-to-screen size", () => {
    expect(lightboxKey("ArrowRight", fit)).toEqual({ kind: "show", index: 3 });
    expect(lightboxKey("ArrowLeft", fit)).toEqual({ kind: "show", index: 1 });
    expect(lightboxKey("ArrowRight", { ...fit, index: 6 })).toEqual({ kind: "show", index: 0 });
    expect(lightboxKey("ArrowLeft", { ...fit, index: 0 })).toEqual({ kind: "show", index: 6 });
    expect(lightboxKey("Home", fit)).toEqual({ kind: "show", index: 0 });
    expect(lightboxKey("End", fit)).toEqual({ kind: "show", index: 6 });
  });

  it("leaves every other key alone, Escape to the dialog and Enter to the focused button", () => {
    for (const key of ["Escape", "Enter", " ", "Tab", "ArrowUp", "a"]) expect(lightboxKey(key, fit)).toBeNull();
  });

  it("has nothing to page to with one picture", () => {
    expect(lightboxKey("ArrowRight", { index: 0, count: 1, zoomed: false })).toBeNull();
    expect(lightboxKey("End", { index: 0, count: 1, zoomed: false })).toBeNull();
  });

  it("moves a picture shown at full size instead", () => {
    const zoomed = { ...fit, zoomed: true };
    expect(lightboxKey("ArrowRight", zoomed)).toEqual({ kind: "pan", x: PAN_STEP, y: 0 });
    expect(lightboxKey("ArrowLeft", zoomed)).toEqual({ kind: "pan", x: -PAN_STEP, y: 0 });
    expect(lightboxKey("ArrowUp", zoomed)).toEqual({ kind: "pan", x: 0, y: -PAN_STEP });
    expect(lightboxKey("ArrowDown", zoomed)).toEqual({ kind: "pan", x: 0, y: PAN_STEP });
    expect(lightboxKey("Home", zoomed)).toBeNull();
  });
});

describe("swipeStep", () => {
  it("shows the next picture for a swipe to the left, the previous one for a swipe to the right", () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it("takes a short or mostly vertical gesture for none", () => {
    expect(swipeStep(-(SWIPE_DISTANCE - 1), 0)).toBe(0);
    expect(swipeStep(-100, 90)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe("zooming", () => {
  const box = { width: 1280, height: 660 };

  it("offers full size only where it shows more than fitting does", () => {
    expect(enlarges({ width: 1280, height: 960 }, box)).toBe(true);
    expect(enlarges({ width: 640, height: 480 }, box)).toBe(false);
  });

  it("brings the point zoomed into to the middle, from the top left corner at the least", () => {
    expect(scrollToward({ x: 0.5, y: 0.5 }, { width: 2048, height: 1536 }, box)).toEqual({ left: 384, top: 438 });
    expect(scrollToward({ x: 0, y: 0 }, { width: 2048, height: 1536 }, box)).toEqual({ left: 0, top: 0 });
  });
});

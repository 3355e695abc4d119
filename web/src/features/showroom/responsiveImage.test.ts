import { describe, expect, it } from "vitest";
import { fallbackSrcOf, gridSizes, largestOf, srcSetOf } from "./responsiveImage.ts";

const image = {
  width: 2400,
  height: 1800,
  sources: [
    { width: 320, url: "/files/a-320.webp" },
    { width: 640, url: "/files/a-640.webp" },
  ],
};

describe("responsive pictures", () => {
  it("list every width in srcset and fall back to the narrowest", () => {
    expect(srcSetOf(image)).toBe("/files/a-320.webp 320w, /files/a-640.webp 640w");
    expect(fallbackSrcOf(image)).toBe("/files/a-320.webp");
    expect(fallbackSrcOf({ ...image, sources: [] })).toBeUndefined();
  });

  it("show their widest rendition at its own size where the original is not shown", () => {
    expect(largestOf(image)).toEqual({ url: "/files/a-640.webp", width: 640, height: 480 });
    expect(largestOf({ ...image, sources: [] })).toBeNull();
  });

  it("size a card by its share of the content in its grid", () => {
    expect(gridSizes(2)).toBe("(max-width: 36em) 100vw, (max-width: 1280px) 50vw, 640px");
    expect(gridSizes(4)).toBe("(max-width: 36em) 100vw, (max-width: 1280px) 25vw, 320px");
  });
});

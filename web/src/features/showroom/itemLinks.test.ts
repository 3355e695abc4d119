import { describe, expect, it } from "vitest";
import { neighbourKey, playerUrl } from "./itemLinks.ts";

describe("neighbourKey", () => {
  it("reads the item a neighbour link names, with or without the API's prefix and a query", () => {
    expect(neighbourKey("/api/v1/showroom/items/poster-series")).toBe("poster-series");
    expect(neighbourKey("https://atelier.example/api/v1/gallery/items/42?include=owner")).toBe("42");
    expect(neighbourKey("/v1/showroom/items/caf%C3%A9/")).toBe("café");
  });

  it("names nothing for a missing or unreadable link", () => {
    expect(neighbourKey(null)).toBeNull();
    expect(neighbourKey("")).toBeNull();
    expect(neighbourKey("/v1/showroom/items/%E0%A4%A")).toBeNull();
  });
});

describe("playerUrl", () => {
  it("starts the allowed players at once", () => {
    expect(playerUrl({ mediaType: "youtube", embedUrl: "https://www.youtube-nocookie.com/embed/abc" })).toBe(
      "https://www.youtube-nocookie.com/embed/abc?autoplay=1",
    );
    expect(playerUrl({ mediaType: "vimeo", embedUrl: "https://player.vimeo.com/video/1?dnt=1" })).toBe(
      "https://player.vimeo.com/video/1?dnt=1&autoplay=1",
    );
    expect(
      playerUrl({
        mediaType: "soundcloud",
        embedUrl: "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fa%2Fb",
      }),
    ).toBe("https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fa%2Fb&auto_play=true");
  });

  it("frames nothing from another host, another scheme or an image", () => {
    expect(playerUrl({ mediaType: "youtube", embedUrl: "https://evil.example/embed/abc" })).toBeNull();
    expect(playerUrl({ mediaType: "youtube", embedUrl: "javascript:alert(1)" })).toBeNull();
    expect(playerUrl({ mediaType: "youtube", embedUrl: "http://www.youtube-nocookie.com/embed/abc" })).toBeNull();
    expect(playerUrl({ mediaType: "image", embedUrl: null })).toBeNull();
  });
});

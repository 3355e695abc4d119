import { EMBED_FRAME_HOSTS } from "@atelier/common";
import { describe, expect, it } from "vitest";
import { createWebTestContext } from "../../../../test/security/web-context.ts";

const ctx = await createWebTestContext();

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== "")
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Whether a CSP source list lets a page load from `origin` (an exact host or the scheme as a whole). */
const allows = (sources: string[], origin: string) =>
  sources.includes(origin) || sources.includes(`${new URL(origin).protocol}`);

describe("the pages' Content-Security-Policy for showroom media", () => {
  it("frames exactly the players of YouTube (privacy-enhanced), Vimeo and SoundCloud, besides sign-in", async () => {
    const res = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    const csp = directives(String(res.headers["content-security-policy"]));
    const frames = csp.get("frame-src") ?? [];
    const players = frames.filter(
      (source) => !["https://accounts.google.com", "https://www.facebook.com"].includes(source),
    );
    expect(players.sort()).toEqual([...EMBED_FRAME_HOSTS].sort());
    expect(frames).not.toContain("https://www.youtube.com");
    expect(frames).not.toContain("https:");
    expect(frames).not.toContain("*");
  });

  it("lets pages show YouTube's stills from i.ytimg.com", async () => {
    const res = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    const csp = directives(String(res.headers["content-security-policy"]));
    expect(allows(csp.get("img-src") ?? [], "https://i.ytimg.com")).toBe(true);
  });
});

import { SHARE_CARDS } from "@atelier/common/seo";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { wrapWords } from "../../platform/uploads/share-images.ts";
import { shareCardDrawing } from "./share-cards.ts";

const ctx = await createTestContext();
const card = (path: string) => ctx.app.inject({ url: `/api/v1/share_cards/${path}` });

/** How light the brightest of a band's pixels is: the card's ink is dark, its writing light. */
async function lightestIn(bytes: Buffer, top: number, height: number): Promise<number> {
  const { channels } = await sharp(bytes).extract({ left: 80, top, width: 900, height }).stats();
  return Math.min(...channels.slice(0, 3).map((c) => c.max));
}

describe("GET /api/v1/share_cards/{card}", () => {
  it("is a JPEG of 1200 x 630 for every card in each language, publicly cacheable, the title written on it", async () => {
    for (const name of SHARE_CARDS) {
      const [en, de] = await Promise.all([card(`${name}?lang=en`), card(`${name}?lang=de`)]);
      for (const res of [en, de]) {
        expect(res.statusCode, name).toBe(200);
        expect(res.headers["content-type"]).toBe("image/jpeg");
        expect(res.headers["cache-control"]).toBe("public, max-age=86400");
        expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
        expect(await lightestIn(res.rawPayload, 210, 80), name).toBeGreaterThan(200);
      }
      expect(en.rawPayload.equals(de.rawPayload), name).toBe(false);
    }
  });

  it("speaks English when no language is named, and is drawn once", async () => {
    const [bare, en] = await Promise.all([card("creatives"), card("creatives?lang=en")]);
    expect(bare.rawPayload.equals(en.rawPayload)).toBe(true);
  });

  it("has no card but the site's, and refuses a language it does not speak, naming the parameter", async () => {
    const unknown = await card("profile?lang=en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].status).toBe("404");
    const language = await card("home?lang=fr");
    expect(language.statusCode).toBe(400);
    expect(language.json().errors[0].source).toEqual({ parameter: "lang" });
  });
});

describe("the card's lines", () => {
  it("wrap on words, and end the last one kept with an ellipsis when the text is longer", () => {
    expect(wrapWords("Find creatives by field, skill and place", 16, 3)).toEqual([
      "Find creatives",
      "by field, skill",
      "and place",
    ]);
    expect(wrapWords("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapWords("Donaudampfschifffahrtsgesellschaft ist lang", 10, 3)).toEqual([
      "Donaudampfschifffahrtsgesellschaft",
      "ist lang",
    ]);
  });

  it("are written in the language asked for", () => {
    expect(shareCardDrawing("clients", "de")).toContain(">Auftraggeber finden</text>");
    expect(shareCardDrawing("clients", "en")).toContain(">Find clients</text>");
  });
});

import { ROUTES } from "@atelier/common/paths";
import { SITEMAP_PAGES } from "@atelier/common/seo";
import { asc } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buildProfile, buildSignedInUser, buildUser, buildUserProfession } from "../../../test/factories.ts";
import { type Head, headOf, one } from "../../../test/page-head.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { statementsOf } from "../../../test/statements.ts";
import { standardizedProfessions } from "../../db/schema/index.ts";

const ctx = await createWebTestContext();
const { db } = ctx.deps;
const origin = ctx.deps.config.appUrl;

async function visit(url: string, headers: Record<string, string> = {}) {
  const { result, statements } = await statementsOf(() => ctx.app.inject({ url, headers }));
  return { status: result.statusCode, head: headOf(result.body), statements: statements.length };
}

/** What every page's head carries, whatever it shows. */
function expectSharedTags(head: Head, url: string, locale: "en" | "de") {
  expect(head.links.canonical).toBe(url);
  expect(one(head, "og:url")).toBe(url);
  expect(one(head, "og:site_name")).toBe("Atelier");
  expect(one(head, "og:locale")).toBe(locale === "en" ? "en_US" : "de_DE");
  expect(head.meta["og:locale:alternate"]).toEqual([locale === "en" ? "de_DE" : "en_US"]);
  expect(one(head, "og:title")).toBe(head.title);
  expect(one(head, "og:description")).toBe(one(head, "description"));
  const path = url.slice(origin.length).replace(/\?lang=\w+$/, "");
  expect(head.links["alternate:en"]).toBe(`${origin}${path}?lang=en`);
  expect(head.links["alternate:de"]).toBe(`${origin}${path}?lang=de`);
  expect(head.links["alternate:x-default"]).toBe(`${origin}${path}`);
}

describe("the home page's head", () => {
  it("describes the site in English, with an absolute canonical address and one per language", async () => {
    const { status, head } = await visit("/", { "accept-language": "en" });
    expect(status).toBe(200);
    expect(head.title).toBe("Atelier · Portfolios and network for creatives");
    expect(one(head, "description")).toMatch(/^Show your creative work/);
    expectSharedTags(head, `${origin}/`, "en");
    expect(one(head, "og:type")).toBe("website");
    // No one's page in particular: it shows the site's card, in its language.
    expect(one(head, "twitter:card")).toBe("summary_large_image");
    expect(one(head, "og:image")).toBe(`${origin}/api/v1/share_cards/home?lang=en`);
    expect(one(head, "og:image:width")).toBe("1200");
    expect(one(head, "og:image:alt")).toBe(head.title);
    expect(head.meta.robots).toBeUndefined();
  });

  it("speaks the language its address names, whatever the browser asks for", async () => {
    const { head } = await visit("/?lang=de", { "accept-language": "en" });
    expect(head.raw).toContain('<html lang="de"');
    expect(head.title).toMatch(/Atelier · /);
    expect(head.title).not.toBe("Atelier · Portfolios and network for creatives");
    expectSharedTags(head, `${origin}/?lang=de`, "de");
    expect(one(head, "og:image")).toBe(`${origin}/api/v1/share_cards/home?lang=de`);
  });

  it("follows the browser's language when the address names none, under the address without a language", async () => {
    const { head } = await visit("/", { "accept-language": "de-DE,de;q=0.9" });
    expect(one(head, "og:locale")).toBe("de_DE");
    expectSharedTags(head, `${origin}/`, "de");
  });
});

describe("the pages the sitemap offers", () => {
  it("each ask to be listed, in both languages", async () => {
    for (const name of SITEMAP_PAGES) {
      for (const lang of ["en", "de"]) {
        const { status, head } = await visit(`${ROUTES[name].pattern}?lang=${lang}`);
        expect(status, name).toBe(200);
        expect(head.meta.robots, name).toBeUndefined();
        expect(one(head, "description"), name).toBeTruthy();
        expect(one(head, "og:image"), name).toMatch(new RegExp(`^${origin}/api/v1/share_cards/\\w+\\?lang=${lang}$`));
      }
    }
  });

  it("show the card of their own kind where the site has one", async () => {
    for (const [path, card] of [
      ["/showroom", "showroom"],
      ["/featured", "featured"],
      ["/creatives", "creatives"],
      ["/clients", "clients"],
    ]) {
      const { head } = await visit(`${path}?lang=de`);
      expect(one(head, "og:image"), path).toBe(`${origin}/api/v1/share_cards/${card}?lang=de`);
      expect(one(head, "twitter:card"), path).toBe("summary_large_image");
    }
  });
});

describe("a page that is nobody's to list", () => {
  it("tells search engines to leave the login and an unknown address out", async () => {
    expect((await visit("/login")).head.meta.robots).toEqual(["noindex"]);
    const missing = await visit("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.head.meta.robots).toEqual(["noindex"]);
  });
});

const ABOUT =
  "I bind books by hand in Leipzig: case bindings, limp vellum, boxes and repairs for collectors, libraries and " +
  "artists who want their work to last for generations, in small editions and single copies.";

async function someone(name: string, kind: "private" | "company" = "private") {
  const user = await buildUser(db, { name, kind });
  const profile = await buildProfile(db, { userId: user.id, about: ABOUT, headline: "Bookbinder" });
  await buildUserProfession(db, { userId: user.id, position: 0 });
  const [profession] = await db
    .select()
    .from(standardizedProfessions)
    .orderBy(asc(standardizedProfessions.id))
    .limit(1);
  return { user, path: `/profile/${profile.slug}`, profession };
}

describe("a public profile's head", () => {
  const NAME = 'Ada "<Lovelace>" & Co';

  it("names the person and their first profession, describes them by their about text and shows their picture", async () => {
    const { user, path, profession } = await someone(NAME);
    const { status, head } = await visit(path, { "accept-language": "en" });
    expect(status).toBe(200);

    expect(head.title).toBe(`${NAME} · ${profession.nameEn} · Atelier`);
    const description = one(head, "description") ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^I bind books by hand in Leipzig: .* for\w*…$/u);
    expect(ABOUT.startsWith(description.slice(0, -1))).toBe(true);
    expectSharedTags(head, `${origin}${path}`, "en");
    expect(one(head, "og:type")).toBe("profile");
    expect(one(head, "twitter:card")).toBe("summary_large_image");
    expect(one(head, "og:image")).toMatch(new RegExp(`^${origin}/api/v1/users/${user.id}/share_image\\?v=\\w+$`));
    expect(one(head, "og:image:width")).toBe("1200");
    expect(one(head, "og:image:height")).toBe("630");
    expect(one(head, "og:image:alt")).toBe(`${NAME} on Atelier`);
    expect(head.meta.robots).toBeUndefined();

    expect(head.structured).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        mainEntity: expect.objectContaining({
          "@type": "Person",
          name: NAME,
          jobTitle: profession.nameEn,
          url: `${origin}${path}`,
          description,
        }),
      },
    ]);
  });

  it("escapes the name everywhere in the head", async () => {
    const { path } = await someone(NAME);
    const { head } = await visit(path);
    expect(head.raw).not.toContain("<Lovelace>");
    expect(head.raw).not.toContain('"<');
    expect(head.raw).toContain("&lt;Lovelace&gt;");
    expect(head.raw).toMatch(/&amp; Co/);
    // Inside the JSON-LD block the markup characters are JSON escapes, so no text can close the script.
    expect(head.raw).toMatch(/\\u003cLovelace\\u003e/);
  });

  it("is in German with the German profession when the address asks for it", async () => {
    const { path, profession } = await someone("Jana Kraus");
    const { head } = await visit(`${path}?lang=de`, { "accept-language": "en" });
    expect(head.title).toBe(`Jana Kraus · ${profession.nameDe} · Atelier`);
    expect(one(head, "og:image:alt")).toBe("Jana Kraus auf Atelier");
    expectSharedTags(head, `${origin}${path}?lang=de`, "de");
  });

  it("is an Organization for a company", async () => {
    const { path } = await someone("Harbour & Finch Ltd", "company");
    const { head } = await visit(path);
    expect(head.structured).toEqual([
      expect.objectContaining({ mainEntity: expect.objectContaining({ "@type": "Organization" }) }),
    ]);
  });

  it("falls back to a sentence naming the person when there is no about text", async () => {
    const user = await buildUser(db, { name: "Pia Plain" });
    const profile = await buildProfile(db, { userId: user.id });
    const { head } = await visit(`/profile/${profile.slug}`, { "accept-language": "en" });
    expect(head.title).toBe("Pia Plain · Atelier");
    expect(one(head, "description")).toBe("The portfolio and professional profile of Pia Plain on Atelier.");
  });

  it("carries the same tags when visitors get it as kept, in each language", async () => {
    const { path } = await someone("Kept Person");
    for (const url of [path, `${path}?lang=de`]) {
      const first = await visit(url);
      const kept = await vi.waitFor(async () => {
        const page = await visit(url);
        expect(page.statements).toBe(0);
        return page;
      });
      expect(kept.head.meta).toEqual(first.head.meta);
      expect(kept.head.links).toEqual(first.head.links);
      expect(kept.head.structured).toEqual(first.head.structured);
    }
  });
});

describe("a private profile's head", () => {
  it("keeps search engines out and says nothing of its owner, even to a member who may see it", async () => {
    const user = await buildUser(db, { name: "Quiet Member", profileVisibility: "members" });
    const profile = await buildProfile(db, { userId: user.id, about: "Private things about me." });
    const member = await buildSignedInUser(db);
    const { status, head } = await visit(`/profile/${profile.slug}`, { cookie: `authToken=${member.token}` });
    expect(status).toBe(200);
    expect(head.meta.robots).toEqual(["noindex"]);
    expect(head.raw).not.toContain("Quiet Member");
    expect(head.raw).not.toContain("Private things");
    expect(head.raw).not.toContain("share_image");
    expect(head.structured).toEqual([]);

    const visitor = await visit(`/profile/${profile.slug}`);
    expect(visitor.status).toBe(404);
    expect(visitor.head.meta.robots).toEqual(["noindex"]);
    expect(visitor.head.raw).not.toContain("Quiet Member");
  });
});

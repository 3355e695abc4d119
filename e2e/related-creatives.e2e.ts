import { eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { userCreativeFields, users } from "../server/src/db/schema/index.ts";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import { contextsOf, prepareMembers, withAppAndBrowser } from "./harness.ts";

const PASSWORD = "Sketchbook2026";

/** Everyone works in the same creative field, except the loner, who shares nothing with anyone. */
const PEOPLE = {
  mara: { email: "mara@example.test", name: "Mara Lindqvist", city: "Hamburg" },
  jonas: { email: "jonas@example.test", name: "Jonas Becker", city: "Hamburg" },
  lena: { email: "lena@example.test", name: "Lena Vogt", city: "Leipzig" },
  studio: { email: "studio@example.test", name: "Nordlicht Studio", city: "Hamburg" },
  loner: { email: "loner@example.test", name: "Lone Wolf", city: "Zürich" },
} as const;
type Person = keyof typeof PEOPLE;
const ids = {} as Record<Person, string>;

const e2e = withAppAndBrowser({}, (dataDir) =>
  prepareMembers(
    dataDir,
    Object.values(PEOPLE).map((person) => ({ ...person, password: PASSWORD, complete: true })),
    async (db, world) => {
      for (const [key, person] of Object.entries(PEOPLE)) ids[key as Person] = String(world.ids[person.email]);
      await db
        .update(users)
        .set({ isCreative: false, isClient: true, kind: "company" })
        .where(eq(users.email, PEOPLE.studio.email));
      await db.delete(userCreativeFields).where(inArray(userCreativeFields.userId, [Number(ids.loner)]));
    },
  ),
);

const { visitor, signedIn } = contextsOf(e2e, PASSWORD);

const related = (page: Page, title: string) => page.getByRole("main").getByRole("region", { name: title, exact: true });

/** The names in the box, in order, once it has loaded. */
async function namesIn(page: Page, title: string): Promise<string[]> {
  const box = related(page, title);
  await box.getByRole("listitem").first().waitFor();
  return box.getByRole("listitem").getByRole("link").allTextContents();
}

describe("the related creatives box", () => {
  it("shows a visitor the creatives closest to the profile, not the profile's owner nor clients", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, `/profile/${ids.mara}`);
    // Both share the field; Jonas lives in the same city as well.
    expect(await namesIn(page, en.profile.related.title)).toEqual([PEOPLE.jonas.name, PEOPLE.lena.name]);

    await related(page, en.profile.related.title).getByRole("link", { name: PEOPLE.lena.name }).click();
    await page.getByRole("main").getByRole("heading", { level: 1, name: PEOPLE.lena.name }).waitFor();
    // The list moves with the profile: Lena is no longer in it, Mara now is.
    await expect
      .poll(() => related(page, en.profile.related.title).getByRole("listitem").getByRole("link").allTextContents())
      .toEqual([PEOPLE.jonas.name, PEOPLE.mara.name]);
    await context.close();
  });

  it("leaves the viewer out, in German on a phone", async () => {
    const context = await signedIn(PEOPLE.jonas.email, { language: "de", width: 375 });
    const page = await context.newPage();
    await open(page, `/profile/${ids.mara}`);
    expect(await namesIn(page, de.profile.related.title)).toEqual([PEOPLE.lena.name]);
    const box = related(page, de.profile.related.title);
    const { width } = (await box.boundingBox()) ?? { width: Number.POSITIVE_INFINITY };
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("lists creatives on a client's profile too, in the fields the client hires in", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, `/profile/${ids.studio}`);
    expect(await namesIn(page, en.profile.related.title)).toEqual([
      PEOPLE.jonas.name,
      PEOPLE.mara.name,
      PEOPLE.lena.name,
    ]);
    await context.close();
  });

  it("is absent when nobody is related", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const answered = page.waitForResponse((res) => res.url().includes(`/api/v1/creatives/${ids.loner}/related`));
    await open(page, `/profile/${ids.loner}`);
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      PEOPLE.loner.name,
    );
    expect(await related(page, en.profile.related.title).count()).toBe(0);
    await context.close();
  });
});

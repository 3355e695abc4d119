import { type FIND_KINDS, type FindScope, findKindParams } from "@atelier/common/find-lists";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import de from "../web/src/i18n/de.json";
import en from "../web/src/i18n/en.json";
import { open } from "./auth-flow.ts";
import {
  contextsOf,
  elementsPastTheRightEdge,
  horizontalOverflow,
  keepScreenshot,
  watchPageErrors,
  withAppAndBrowser,
} from "./harness.ts";

// The demo world, as `npm start` shows it. The values searched for come from it through the API, so
// the journeys hold for any demo world with at least one match, whatever its size.
const DEMO_READY_MS = 360_000;
vi.setConfig({ hookTimeout: DEMO_READY_MS + 30_000, testTimeout: 120_000 });
const e2e = withAppAndBrowser({ SEED_DEMO: "true" }, undefined, { readyWithinMs: DEMO_READY_MS });
const { visitor, signedIn } = contextsOf(e2e, "Atelier-Demo-2026");
const TEXTS = { en, de } as const;
type Language = keyof typeof TEXTS;

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>;
}
interface Doc {
  data: Resource[];
  included?: Resource[];
  meta?: { total: number };
}

async function api(context: BrowserContext, url: string): Promise<Doc> {
  const res = await context.request.get(`/api${url}`);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as Doc;
}

const related = (doc: Doc, resource: Resource, name: string): Resource[] => {
  const data = resource.relationships?.[name]?.data;
  const refs = Array.isArray(data) ? data : data ? [data] : [];
  return refs.flatMap((ref) => doc.included?.find((r) => r.type === ref.type && r.id === ref.id) ?? []);
};

const kindQuery = (scope: FindScope, kind: (typeof FIND_KINDS)[FindScope][number]) =>
  Object.entries(findKindParams(scope, kind))
    .map(([key, value]) => `&filter[${key}]=${value}`)
    .join("");

/** A creative with a field, one of its skills and a place: a search for all three finds them. */
async function aFindableCreative(context: BrowserContext) {
  const list = await api(context, "/v1/creatives?page[size]=50&include=location");
  for (const user of list.data) {
    const location = related(list, user, "location")[0];
    if (!location) continue;
    const operations = await api(
      context,
      `/v1/users/${user.id}/creative_field_operations?include=creative_field,skills.skill`,
    );
    for (const operation of operations.data) {
      const field = related(operations, operation, "creative_field")[0];
      // A skill named as its field (Set Design) would be two chips of one name.
      const skill = related(operations, operation, "skills")
        .flatMap((s) => related(operations, s, "skill"))
        .find((one) => one.attributes.name !== field?.attributes.name);
      if (field && skill) {
        return {
          name: String(user.attributes.name),
          field: String(field.attributes.name),
          skill: String(skill.attributes.name),
          // Places are offered and shown with their country.
          location: String(location.attributes.long_name),
        };
      }
    }
  }
  throw new Error("the demo world has no creative with a field, a skill and a place");
}

const results = (page: Page, texts: typeof en) => page.getByRole("list", { name: texts.discovery.list.resultsLabel });

/** The names on the cards, once the list has settled. */
async function namesOn(page: Page, texts: typeof en): Promise<string[]> {
  const list = results(page, texts);
  await list.getByRole("link").first().waitFor();
  await page.waitForLoadState("networkidle");
  return (await list.getByRole("link").allTextContents()).sort();
}

/** Picks an entry from a filter's picker by typing the start of its name. */
async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(name.slice(0, Math.min(name.length, 6)));
  await page.getByRole("option", { name, exact: true }).first().click();
}

const shot = (page: Page, name: string) => keepScreenshot(page, `find-${name}.png`, { fullPage: true });

/** A message with its {{placeholders}} filled in. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** How a count reads in a language: "60 companies", "1 Unternehmen". */
const counted = (messages: Record<string, string>, noun: string, count: number, language: Language) =>
  fill(messages[`${noun}_${count === 1 ? "one" : "other"}`], {
    formatted: new Intl.NumberFormat(language).format(count),
  });

describe.each(["en", "de"] as const)("finding creatives in %s", (language: Language) => {
  const texts = TEXTS[language];

  it("filters by field, skill and location; the address opens the same results elsewhere", async () => {
    const context = await visitor({ language, width: 1280 });
    // The context reads in the page's language, so the API names the values as the pickers do.
    const wanted = await aFindableCreative(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/creatives");
    await page.getByRole("heading", { level: 1, name: texts.discovery.creatives.title }).waitFor();

    await pick(page, texts.discovery.filters.creativeFieldIds, wanted.field);
    await page.waitForURL((url) => /^\?creativeFieldIds=\d+$/.test(url.search));
    await pick(page, texts.discovery.filters.skills, wanted.skill);
    await page.waitForURL((url) => /^\?creativeFieldIds=\d+&skills=\d+%3A/.test(url.search));
    await pick(page, texts.discovery.filters.locationIds, wanted.location);
    await page.waitForURL((url) => /&locationIds=\d+%3A/.test(url.search));
    // The copied address, opened in a fresh page, is the same search with the same people; the
    // first page waits until its list has caught up with its address.
    const other = await (await visitor({ language, width: 1280 })).newPage();
    await open(other, page.url());
    const names = await namesOn(other, texts);
    expect(names).toContain(wanted.name);
    await expect.poll(() => namesOn(page, texts)).toEqual(names);
    const chips = page.getByRole("group", { name: texts.showroom.filters.active });
    for (const value of [wanted.field, wanted.skill, wanted.location]) {
      await chips.getByText(value, { exact: true }).waitFor();
    }
    await shot(page, `filtered-desktop-${language}`);
    await other.getByRole("group", { name: texts.showroom.filters.active }).getByText(wanted.skill).waitFor();
    await other.context().close();

    // Another kind offers its own filters, none chosen, from page 1.
    await page.getByRole("link", { name: texts.discovery.kinds.creatives.private }).click();
    await page.waitForURL((url) => url.search === "?kind=private");
    await expect.poll(() => chips.count()).toBe(0);
    await page.getByRole("combobox", { name: texts.discovery.filters.languageCodes }).waitFor();
    await page.getByRole("link", { name: texts.discovery.kinds.creatives.all }).click();
    await page.waitForURL((url) => url.search === "");
    await expect
      .poll(() => page.getByRole("combobox", { name: texts.discovery.filters.languageCodes }).count())
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the find pages", () => {
  it("find clients by industry", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    let wanted: { kind: string; name: string; industry: string } | null = null;
    for (const kind of ["private", "companyOutsideCci"] as const) {
      const list = await api(context, `/v1/clients?page[size]=50${kindQuery("clients", kind)}`);
      for (const user of list.data) {
        const industries = await api(context, `/v1/users/${user.id}/industries?include=industry`);
        const industry = industries.data.flatMap((entry) => related(industries, entry, "industry"))[0];
        if (industry) {
          wanted = { kind, name: String(user.attributes.name), industry: String(industry.attributes.name) };
          break;
        }
      }
      if (wanted) break;
    }
    if (!wanted) throw new Error("the demo world has no client with an industry");
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/clients?kind=${wanted.kind}`);
    await page.getByRole("heading", { level: 1, name: en.discovery.clients.title }).waitFor();
    await pick(page, en.discovery.filters.industryIds, wanted.industry);
    await page.waitForURL((url) => new RegExp(`^\\?kind=${wanted.kind}&industryIds=\\d+$`).test(url.search));
    expect(await namesOn(page, en)).toContain(wanted.name);
    await shot(page, "clients-industry-en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has the filters in a drawer on a German phone, and a field's page names its field", async () => {
    const context = await visitor({ language: "de", width: 360 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/creatives");
    await namesOn(page, de);
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await shot(page, "phone-de");
    await page.getByRole("button", { name: de.showroom.filters.open }).click();
    const drawer = page.getByRole("dialog", { name: de.showroom.filters.label });
    await drawer.getByRole("searchbox", { name: de.discovery.filters.names }).waitFor();
    await page.keyboard.press("Escape");

    const fields = await api(context, "/v1/creative_fields?page[size]=100");
    const field = fields.data[0];
    await open(page, `/creatives/${field.id}`);
    await page
      .getByRole("heading", {
        level: 1,
        name: de.discovery.creatives.fieldTitle.replace("{{field}}", String(field.attributes.name)),
      })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the find pages on a phone and across tabs", () => {
  it("applies the filters chosen in the phone's drawer together, on a button that counts them", async () => {
    const context = await visitor({ language: "en", width: 375 });
    const fields = await api(context, "/v1/creative_fields?page[size]=100");
    let wanted: { id: string; name: string; total: number } | null = null;
    for (const field of fields.data) {
      const found = await api(
        context,
        `/v1/creatives?page[size]=1&filter[with_creative_creative_field_ids]=${field.id}`,
      );
      if ((found.meta?.total ?? 0) > 0) {
        wanted = { id: field.id, name: String(field.attributes.name), total: found.meta?.total ?? 0 };
        break;
      }
    }
    if (!wanted) throw new Error("the demo world has no creative in a field");
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/creatives");
    await namesOn(page, en);
    await page.getByRole("button", { name: en.showroom.filters.open }).click();
    const drawer = page.getByRole("dialog", { name: en.showroom.filters.label });
    await pick(page, en.discovery.filters.creativeFieldIds, wanted.name);
    // Chosen, not yet applied: the drawer stays, and its button counts what the choice would list.
    await drawer.getByRole("group", { name: en.showroom.filters.active }).getByText(wanted.name).waitFor();
    const show = drawer.getByRole("button", { name: counted(en.discovery.drawer.show, "results", wanted.total, "en") });
    await show.waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join("\n")).toBe(0);
    await keepScreenshot(page, "find-phone-drawer-en.png");
    await show.click();
    await page.waitForURL((url) => url.search === `?creativeFieldIds=${wanted.id}`);
    await expect.poll(() => drawer.count()).toBe(0);
    await page.getByText(counted(en.discovery.list.count, "results", wanted.total, "en"), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says where the filters of another tab apply, and takes them there", async () => {
    const context = await visitor({ language: "en", width: 1280 });
    const industries = await api(context, "/v1/industries");
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, `/creatives?levels=expert&industryIds=${industries.data[0].id}`);
    await namesOn(page, en);
    const quoted = (filter: keyof typeof en.discovery.filters) => `“${en.discovery.filters[filter]}”`;
    const tab = en.discovery.kinds.phrase;
    await page
      .getByText(fill(en.discovery.elsewhere.notice_one, { filters: quoted("levels"), tab: tab.creatives.private }))
      .waitFor();
    await page
      .getByText(
        fill(en.discovery.elsewhere.notice_one, { filters: quoted("industryIds"), tab: tab.clients.companyOutsideCci }),
      )
      .waitFor();
    await shot(page, "other-tab-en");
    await page
      .getByRole("link", { name: fill(en.discovery.elsewhere.action_one, { tab: tab.creatives.private }) })
      .click();
    await page.waitForURL((url) => url.pathname === "/creatives" && url.search === "?kind=private&levels=expert");
    await page
      .getByRole("group", { name: en.showroom.filters.active })
      .getByText(en.discovery.levels.expert, { exact: true })
      .waitFor();
    expect(
      await page
        .getByText(fill(en.discovery.elsewhere.notice_one, { filters: quoted("levels"), tab: tab.creatives.private }))
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["en", "de"] as const)("counts companies as companies in %s", async (language) => {
    const texts = TEXTS[language];
    const context = await visitor({ language, width: 1280 });
    const page = await context.newPage();
    for (const [scope, kind] of [
      ["creatives", "company"],
      ["clients", "companyInsideCci"],
    ] as const) {
      const total = (await api(context, `/v1/${scope}?page[size]=1${kindQuery(scope, kind)}`)).meta?.total ?? 0;
      await open(page, `/${scope}?kind=${kind}`);
      await page
        .getByText(counted(texts.discovery.list.count, "companies", total, language), { exact: true })
        .waitFor();
      await shot(page, `${scope}-companies-${language}`);
    }
    await context.close();
  });
});

describe("a signed-in viewer", () => {
  it("follows and asks to connect from a card, never on their own", async () => {
    const context = await signedIn("jonas@demo.atelier.app", { language: "en", width: 1280 });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await open(page, "/creatives");
    const names = await namesOn(page, en);
    const cards = results(page, en).getByRole("listitem");
    const own = cards.filter({ hasText: "Jonas Reiter" });
    if (names.includes("Jonas Reiter")) {
      expect(await own.getByRole("button").count()).toBe(0);
    }
    // Someone the viewer is not connected with yet: their card offers to connect.
    const connect = page.getByRole("button", {
      name: new RegExp(`^${en.profile.connection.connectName.replace("{{name}}", ".+")}$`),
    });
    const other = cards.filter({ has: connect }).first();
    const name = (await other.getByRole("link").first().textContent()) ?? "";
    const follow = other.getByRole("button", { name: `${en.connections.follow.follow} ${name}` });
    if (await follow.count()) {
      await follow.click();
      await other.getByRole("button", { name: `${en.connections.follow.following} ${name}` }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

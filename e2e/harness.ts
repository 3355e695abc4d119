import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { connectDatabase, type Database } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { creativeFields, locations, userCreativeFields, users } from "../server/src/db/schema/index.ts";
import { hashPassword } from "../server/src/platform/auth/passwords.ts";
import { seed } from "../server/src/seed/index.ts";
import { startAppProcess } from "../server/test/app-process.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The browser the specs drive: Chromium's headless shell when it is installed (Debian's
 * chromium-headless-shell; it starts and paints about a fifth faster than the full browser on two
 * cores), the system Chromium otherwise, or CHROMIUM_PATH.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate)) ??
  "/usr/bin/chromium";

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface PreparedUser {
  email: string;
  password: string;
  complete: boolean;
  name?: string;
}

/**
 * Writes users into the embedded database of a data directory before the app opens it, the way
 * an existing installation already holds accounts. Answers their ids by e-mail.
 */
export async function prepareUsers(dataDir: string, people: PreparedUser[]): Promise<Record<string, number>> {
  const handle = await connectDatabase({ dataDir: path.join(dataDir, "db") });
  await migrate(handle);
  await seed(handle.db, { demo: false });
  const ids: Record<string, number> = {};
  for (const p of people) {
    const [row] = await handle.db
      .insert(users)
      .values({
        email: p.email,
        passwordHash: await hashPassword(p.password),
        name: p.name ?? p.email.split("@")[0],
        complete: p.complete,
        isCreative: true,
        kind: "private",
        confirmedAt: new Date(),
      })
      .returning({ id: users.id });
    ids[p.email] = row!.id;
  }
  await handle.close();
  return ids;
}

/** Opens the embedded database of a prepared data directory for the time `work` takes. */
export async function withDatabase<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await connectDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export interface PreparedMember extends PreparedUser {
  /** Where they live (a city's name); the first place of the reference data otherwise. */
  city?: string;
}

/** What preparing members made, for a spec's own additions. */
export interface PreparedWorld {
  /** The users' ids by e-mail. */
  ids: Record<string, number>;
  /** The creative field every member works in. */
  field: typeof creativeFields.$inferSelect;
}

/**
 * Prepares users (as prepareUsers does) with what the server asks of a complete profile: a place,
 * a creative field and accepted terms. `more` adds what the spec needs beside, in the same database.
 */
export async function prepareMembers(
  dataDir: string,
  people: PreparedMember[],
  more?: (db: Database, world: PreparedWorld) => Promise<void>,
): Promise<void> {
  const ids = await prepareUsers(dataDir, people);
  await withDatabase(dataDir, async (db) => {
    const [field] = await db.select().from(creativeFields).limit(1);
    for (const person of people) {
      const [place] = await db
        .select()
        .from(locations)
        .where(person.city ? eq(locations.name, person.city) : undefined)
        .orderBy(desc(locations.population))
        .limit(1);
      if (!place) throw new Error(`There is no place named ${person.city} in the reference data.`);
      await db
        .update(users)
        .set({ locationId: place.id, acceptedTermsAt: new Date() })
        .where(eq(users.id, ids[person.email]!));
    }
    await db
      .insert(userCreativeFields)
      .values(Object.values(ids).map((userId) => ({ userId, creativeFieldId: field!.id })));
    await more?.(db, { ids, field: field! });
  });
}

/** How long a spec waits for another one seeding the demo world's template. */
const DEMO_TEMPLATE_WAIT_MS = 360_000;

/**
 * The run's template with the demo world in it (database and pictures), next to the plain one
 * (global-setup.ts removes both). The first spec that asks seeds it, as `npm start` would, by
 * starting the app on it once; a spec asking meanwhile waits for it, and every later one copies it.
 */
async function demoTemplate(plain: string): Promise<string> {
  const dir = `${plain}-demo`;
  const seeded = path.join(dir, ".seeded");
  try {
    mkdirSync(`${dir}.lock`);
  } catch {
    const until = Date.now() + DEMO_TEMPLATE_WAIT_MS;
    while (!existsSync(seeded)) {
      if (Date.now() > until) throw new Error("The demo world's template was not seeded in time.");
      await new Promise((r) => setTimeout(r, 500));
    }
    return dir;
  }
  cpSync(plain, dir, { recursive: true });
  const app = await startAppProcess(
    { DATA_DIR: dir, SEED_DEMO: "true", LOG_LEVEL: "warn" },
    { echo: true, timeoutMs: DEMO_TEMPLATE_WAIT_MS },
  );
  app.child.kill("SIGTERM");
  await app.exited;
  writeFileSync(seeded, "");
  return dir;
}

/**
 * A data directory of its own for one app: a copy of the run's migrated and seeded template (see
 * global-setup.ts), with the demo world when the app is to show it, or an empty one when the specs
 * run without a template.
 */
async function newDataDir(demo: boolean): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  const template = process.env.ATELIER_E2E_DATA_TEMPLATE;
  if (template) cpSync(demo ? await demoTemplate(template) : template, dataDir, { recursive: true });
  rmSync(path.join(dataDir, ".seeded"), { force: true });
  return dataDir;
}

/**
 * Starts the built app as a user would (`npm start`), on a free port with a data directory of its
 * own holding only the reference data; `prepare` may fill the directory first.
 */
export async function startApp(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<unknown>,
  { readyWithinMs }: { readyWithinMs?: number } = {},
): Promise<RunningApp> {
  const dataDir = await newDataDir(env.SEED_DEMO === "true");
  if (prepare) await prepare(dataDir);
  const app = await startAppProcess(
    { DATA_DIR: dataDir, CAPTCHA_FIXED_TEXT: "atelier", LOG_LEVEL: "warn", ...env },
    { echo: true, timeoutMs: readyWithinMs },
  );
  return {
    url: app.url,
    dataDir,
    async stop() {
      app.child.kill("SIGTERM");
      await app.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const screenshotDir = path.join(root, "test-results", "screenshots");

/**
 * Whether the specs keep pictures of what they see, for a person to look at: everywhere but in CI,
 * where nobody opens them and a full-page picture costs a second of a busy core (E2E_SCREENSHOTS=1
 * keeps them there too).
 */
const KEEP_SCREENSHOTS = process.env.CI !== "true" || process.env.E2E_SCREENSHOTS === "1";

/** Keeps a picture of a page or a part of it as test-results/screenshots/<name>. */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  const file = path.join(screenshotDir, name);
  await ("goto" in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

export interface E2eSetting {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * For a spec file: starts the app (as startApp does) and a browser before its tests, and stops
 * both after them. Read `app` and `browser` inside the tests, once they have started.
 */
export function withAppAndBrowser(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<unknown>,
  options: { readyWithinMs?: number } = {},
): E2eSetting {
  const setting = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    [setting.app, setting.browser] = await Promise.all([startApp(env, prepare, options), launchBrowser()]);
  });
  afterAll(async () => {
    await setting.browser?.close();
    await setting.app?.stop();
  });
  return setting;
}

export interface ContextOptions {
  language?: "en" | "de";
  /** The screen's width; it is 900 px high. */
  width?: number;
}

/** A browser context of a visitor to the app, reading in a language at a screen width. */
export async function visitorContext(
  e2e: E2eSetting,
  { language = "en", width = 1280 }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ baseURL: e2e.app.url, viewport: { width, height: 900 } });
  await context.addCookies([{ name: "locale", value: language, url: e2e.app.url }]);
  return context;
}

/** Signs a context in through the API, as the login form does; answers the status. */
export async function logInByApi(context: BrowserContext, appUrl: string, email: string, password: string) {
  const res = await context.request.post("/api/v1/login", {
    headers: { "content-type": "application/vnd.api+json", origin: appUrl },
    data: { data: { type: "sessions", attributes: { email, password } } },
  });
  return res.status();
}

/**
 * How a spec opens the app: as a visitor, or signed in as one of its prepared users, who share
 * the spec's password.
 */
export function contextsOf(e2e: E2eSetting, password: string) {
  return {
    visitor: (options?: ContextOptions) => visitorContext(e2e, options),
    async signedIn(email: string, options?: ContextOptions): Promise<BrowserContext> {
      const context = await visitorContext(e2e, options);
      expect(await logInByApi(context, e2e.app.url, email, password)).toBe(201);
      return context;
    },
  };
}

/**
 * Collects what goes wrong in a page from now on: uncaught errors and the errors it logs to the
 * console (a failed request among them), each with the address it came from.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** How many pixels the page is wider than its window: more than 0 means it scrolls sideways. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");

/** The innermost elements reaching past the window's right edge, named for a failure message. */
export const elementsPastTheRightEdge = (page: Page) =>
  page.evaluate<string[]>(`[...document.body.querySelectorAll("*")]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
    .map((el) => {
      const classes = typeof el.className === "string" && el.className ? "." + el.className.split(" ").join(".") : "";
      const text = JSON.stringify((el.textContent ?? "").trim().slice(0, 60));
      return el.tagName.toLowerCase() + classes + " " + text + " right=" + Math.round(el.getBoundingClientRect().right);
    })`);

/** A message of the message files with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { connectDatabase } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { users } from "../server/src/db/schema/index.ts";
import { hashPassword } from "../server/src/platform/auth/passwords.ts";
import { seed } from "../server/src/seed/index.ts";
import { startAppProcess } from "../server/test/app-process.ts";

const root = path.resolve(import.meta.dirname, "..");

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
 * an existing installation already holds accounts.
 */
export async function prepareUsers(dataDir: string, people: PreparedUser[]): Promise<void> {
  const handle = await connectDatabase({ dataDir: path.join(dataDir, "db") });
  await migrate(handle);
  await seed(handle.db, { demo: false });
  for (const p of people) {
    await handle.db.insert(users).values({
      email: p.email,
      passwordHash: await hashPassword(p.password),
      name: p.name ?? p.email.split("@")[0],
      complete: p.complete,
      isCreative: true,
      kind: "private",
      confirmedAt: new Date(),
    });
  }
  await handle.close();
}

/**
 * Starts the built app as a user would (`npm start`), on a free port with an empty data directory;
 * `prepare` may fill the directory first.
 */
export async function startApp(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  if (prepare) await prepare(dataDir);
  const app = await startAppProcess(
    { DATA_DIR: dataDir, CAPTCHA_FIXED_TEXT: "atelier", LOG_LEVEL: "warn", ...env },
    { echo: true },
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

export const screenshotDir = path.join(root, "test-results", "screenshots");

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
  prepare?: (dataDir: string) => Promise<void>,
): E2eSetting {
  const setting = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    [setting.app, setting.browser] = await Promise.all([startApp(env, prepare), launchBrowser()]);
  });
  afterAll(async () => {
    await setting.browser?.close();
    await setting.app?.stop();
  });
  return setting;
}

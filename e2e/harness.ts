import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { connectDatabase } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { users } from "../server/src/db/schema/index.ts";
import { hashPassword } from "../server/src/platform/auth/passwords.ts";
import { seed } from "../server/src/seed/index.ts";

const root = path.resolve(import.meta.dirname, "..");

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

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
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  if (prepare) await prepare(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      CAPTCHA_FIXED_TEXT: "atelier",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
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

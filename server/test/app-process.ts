import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * What `npm start` runs: the server bundled by `npm run build:server`, which the API and end-to-end
 * runs make first (their global setups), so a process test never starts yesterday's server.
 */
export const SERVER_BUNDLE = "server/dist/main.js";

/** Bundles the server as `npm run build:server` does: about a second. */
export function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: root, stdio: "inherit" });
}

const OUTPUT_KEPT = 64 * 1024;
/** Another process may take the free port before the app binds it; then the app tries another one. */
const PORT_ATTEMPTS = 3;

export interface AppProcess {
  /** http://127.0.0.1:port, also the app's APP_URL unless the caller set another. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The end of what the process printed, for failure messages. */
  output(): string;
}

export interface StartAppOptions {
  timeoutMs?: number;
  /** Also print what the process prints (end-to-end runs show the server's warnings this way). */
  echo?: boolean;
  /**
   * Start through `npm start`, as a person does, in a process group of its own (the child's pid is the
   * group's id), so a test can signal the group as a terminal's Ctrl+C does.
   */
  viaNpm?: boolean;
  /** Resolve as soon as the process runs, without waiting for it to be ready. */
  unready?: boolean;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

class PortTaken extends Error {}

/** Polls /api/health until it answers 200, the process ends, or the time is up. */
async function untilHealthy(url: string, child: ChildProcess, deadline: number): Promise<"ready" | "exited" | "late"> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return "exited";
    try {
      if ((await fetch(`${url}/api/health`)).ok) return "ready";
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return "late";
}

/** The process's settings; its data directory is always the caller's, never the checkout's ./data. */
export type AppProcessEnv = Record<string, string> & { DATA_DIR: string };

async function startOnce(port: number, env: AppProcessEnv, options: StartAppOptions): Promise<AppProcess> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const url = `http://127.0.0.1:${port}`;
  const [command, args] = options.viaNpm ? ["npm", ["start"]] : [process.execPath, [SERVER_BUNDLE]];
  const child = spawn(command, args, {
    cwd: root,
    detached: options.viaNpm,
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      APP_URL: url,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  for (const [stream, echo] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    stream.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-OUTPUT_KEPT);
      if (options.echo) echo.write(chunk);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const closed = new Promise((resolve) => child.once("close", resolve));
  if (options.unready) return { url, child, exited, output: () => log };
  const state = await untilHealthy(url, child, Date.now() + timeoutMs);
  if (state === "exited") {
    // What it printed last may still be on its way after the exit.
    await closed;
    if (log.includes("EADDRINUSE")) throw new PortTaken();
    throw new Error(`the app exited with ${child.exitCode} before it was ready:\n${log.slice(-2000)}`);
  }
  if (state === "late") {
    child.kill("SIGKILL");
    throw new Error(`the app was not ready within ${timeoutMs} ms:\n${log.slice(-2000)}`);
  }
  return { url, child, exited, output: () => log };
}

/**
 * Starts the server exactly as `npm start` does, on a free port, and resolves once it answers
 * /api/health, that is with its database migrated and seeded. `env` adds to or overrides the
 * defaults (an empty embedded database, no demo world, no Redis).
 */
export async function startAppProcess(env: AppProcessEnv, options: StartAppOptions = {}): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "../accounts.ts";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { openSocket, readUntilClosed, statusOf } from "../security/raw-http.ts";
import { multipartBody } from "../uploads.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";

const MiB = 1024 * 1024;
const ATTEMPTS = 30;
const CAPTCHA = "atelier";

/**
 * The server runs in a process of its own, as in production: in the test's own process the client
 * and the server take turns on one event loop, which hides the race between an early answer and a
 * client still sending.
 */
let scratch: ScratchDatabase;
let app: AppProcess;

async function signUp(): Promise<string> {
  const json = (body: unknown) => ({
    headers: { "content-type": JSONAPI_MEDIA_TYPE },
    body: JSON.stringify({ data: body }),
  });
  const opened = await fetch(`${app.url}/api/v1/registrations`, {
    method: "POST",
    ...json({ type: "registrations", attributes: { service: "email", locale: "en" } }),
  });
  const { id } = ((await opened.json()) as { data: { id: string } }).data;
  const sent = await fetch(`${app.url}/api/v1/registrations/${id}`, {
    method: "PATCH",
    ...json({
      type: "registrations",
      id,
      attributes: { email: "big-files@example.test", password: STRONG_PASSWORD, captcha: CAPTCHA, agreed: true },
    }),
  });
  expect(sent.status).toBe(200);
  return ((await sent.json()) as { data: { attributes: { auth_token: string } } }).data.attributes.auth_token;
}

/** Sends every body one after another, as a browser retrying would, and counts what came back. */
async function sendAll(url: string, init: () => RequestInit): Promise<{ statuses: number[]; failures: string[] }> {
  const statuses: number[] = [];
  const failures: string[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    try {
      const res = await fetch(url, init());
      const body = (await res.json()) as { errors: { status: string }[] };
      expect(body.errors[0]).toMatchObject({ status: "413" });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      statuses.push(res.status);
    } catch (error) {
      failures.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
    }
  }
  return { statuses, failures };
}

beforeAll(async () => {
  scratch = await scratchDatabase();
  app = await startAppProcess({ ...scratch.env, CAPTCHA_FIXED_TEXT: CAPTCHA });
}, 180_000);

afterAll(async () => {
  app?.child.kill("SIGKILL");
  await app?.exited;
  await scratch?.remove();
});

describe("a body over the limit is answered 413, and the client gets to read the answer", () => {
  it("answers every one of 30 JSON bodies of 5 MB", async () => {
    const body = JSON.stringify({ data: { type: "password_resets", attributes: { email: "x".repeat(5 * MiB) } } });
    const { statuses, failures } = await sendAll(`${app.url}/api/i18n/missing`, () => ({
      method: "POST",
      headers: { "content-type": JSONAPI_MEDIA_TYPE, origin: app.url },
      body,
    }));
    expect(failures).toEqual([]);
    expect(statuses).toEqual(Array(ATTEMPTS).fill(413));
  });

  it("answers every one of 30 uploads of a 25 MB file", async () => {
    const token = await signUp();
    const form = await multipartBody(Buffer.alloc(25 * MiB, 7), { fileName: "huge.png", type: "image/png" });
    const { statuses, failures } = await sendAll(`${app.url}/api/v1/my/profile_image`, () => ({
      method: "POST",
      headers: { "content-type": form.contentType, "x-auth-token": token },
      body: form.payload,
    }));
    expect(failures).toEqual([]);
    expect(statuses).toEqual(Array(ATTEMPTS).fill(413));
  });

  it("answers a raw client that keeps writing its body after the answer", async () => {
    const port = Number(new URL(app.url).port);
    const body = Buffer.alloc(5 * MiB, "x");
    const socket = await openSocket(port);
    const response = readUntilClosed(socket, 10_000);
    socket.write(
      `POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
    const raw = await response;
    expect(statusOf(raw)).toBe(413);
    expect(raw).toContain('"code":"payload_too_large"');
  });
});

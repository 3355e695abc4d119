import { describe, expect, it } from "vitest";
import { createApiClient, type TransportRequest } from "../../../../api/client.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";
import { logIn, newLoginCaptcha } from "./sessionApi.ts";

/** A runtime whose API answers every request with `reply`, remembering what was sent. */
function runtimeAnswering(reply: unknown, status = 200) {
  const sent: { url: string; init: TransportRequest }[] = [];
  const api = createApiClient({
    transport: async (url, init) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(reply), {
        status,
        headers: { "content-type": "application/vnd.api+json" },
      });
    },
  });
  // Only the API is reached: a reply without a session token ends the sign-in before the rest.
  return { runtime: { api } as unknown as AppRuntime, sent };
}

const bodyOf = (sent: { init: TransportRequest }[]) => JSON.parse(sent[0]?.init.body ?? "null");

describe("logIn", () => {
  it("sends e-mail and password alone while no captcha is asked for", async () => {
    const { runtime, sent } = runtimeAnswering({ data: null });
    await expect(logIn(runtime, { email: " ada@example.test ", password: " pw " })).rejects.toThrow(/no session token/);
    expect(sent[0].url).toMatch(/^\/api\/v1\/login\?t=\d+$/);
    expect(bodyOf(sent)).toEqual({
      data: { type: "sessions", attributes: { email: "ada@example.test", password: " pw " } },
    });
  });

  it("sends the captcha's id and its trimmed characters once asked", async () => {
    const { runtime, sent } = runtimeAnswering({ data: null });
    const captcha = { id: "0b8f3c4e-2a1d-4f6a-9c3b-1e2d3f4a5b6c", answer: " xK7pq " };
    await expect(logIn(runtime, { email: "ada@example.test", password: "pw", captcha })).rejects.toThrow();
    expect(bodyOf(sent).data.attributes).toEqual({
      email: "ada@example.test",
      password: "pw",
      captcha_id: captcha.id,
      captcha: "xK7pq",
    });
  });
});

describe("newLoginCaptcha", () => {
  it("asks for a login captcha and returns its id and image", async () => {
    const { runtime, sent } = runtimeAnswering(
      {
        data: {
          type: "captchas",
          id: "c1",
          attributes: { image_url: "/api/captchas/c1", expires_at: "2026-01-01T00:02:00.000Z" },
        },
      },
      201,
    );
    await expect(newLoginCaptcha(runtime)).resolves.toEqual({ id: "c1", imageUrl: "/api/captchas/c1" });
    expect(sent[0].url).toMatch(/^\/api\/captchas\?t=\d+$/);
    expect(sent[0].init.method).toBe("POST");
    expect(bodyOf(sent)).toEqual({ data: { type: "captchas", attributes: { purpose: "login" } } });
  });

  it("fails on a reply that carries no captcha", async () => {
    const { runtime } = runtimeAnswering({ data: null }, 201);
    await expect(newLoginCaptcha(runtime)).rejects.toThrow(/no captcha/);
  });
});

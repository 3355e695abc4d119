import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../api/client.ts";
import type { WebLoadContext } from "./load-context.ts";
import { serverRuntime } from "./server-runtime.ts";

const forbidden = () =>
  new Response(JSON.stringify({ errors: [{ status: "403", code: "forbidden", title: "Forbidden" }] }), {
    status: 403,
    headers: { "content-type": "application/vnd.api+json" },
  });

function context(): WebLoadContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    nonce: "n",
    anyMember: false,
    calls,
    apiFetch: async (input) => {
      calls.push(input);
      return forbidden();
    },
  };
}

describe("serverRuntime", () => {
  it("is one runtime per request", () => {
    const ctx = context();
    expect(serverRuntime(ctx)).toBe(serverRuntime(ctx));
    expect(serverRuntime(context())).not.toBe(serverRuntime(ctx));
  });

  it("turns a 403 in a loader into the redirect to login with returnTo", async () => {
    const ctx = context();
    const { api } = serverRuntime(ctx, new Request("http://app.test/favourites?page=2"));
    const thrown = await api.get("/v1/my/likes").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?returnTo=%2Ffavourites%3Fpage%3D2");
    expect(ctx.calls[0]).toMatch(/^\/api\/v1\/my\/likes\?t=\d+$/);
  });

  it("leaves a 403 that asked not to redirect to the caller", async () => {
    const { api } = serverRuntime(context(), new Request("http://app.test/"));
    await expect(api.get("/v1/me", { redirectOnForbidden: false })).rejects.toBeInstanceOf(ApiClientError);
  });

  it("only reads", async () => {
    const { api } = serverRuntime(context());
    await expect(api.post("/v1/bookmarks", { data: {} })).rejects.toThrow("only reads");
  });
});

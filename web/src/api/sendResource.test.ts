import { describe, expect, it } from "vitest";
import { createApiClient, type TransportRequest } from "./client.ts";
import { primaryResource, sendResource } from "./sendResource.ts";
import { JsonApiStore } from "./store.ts";

/** A client whose every request is answered with `reply`, remembering what was sent. */
function clientAnswering(reply: unknown) {
  const sent: { url: string; init: TransportRequest }[] = [];
  const api = createApiClient({
    transport: async (url, init) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(reply), { headers: { "content-type": "application/vnd.api+json" } });
    },
  });
  return { api, store: new JsonApiStore(), sent };
}

describe("sendResource", () => {
  it("sends the resource with snake_case attributes and merges the reply into the store", async () => {
    const client = clientAnswering({ data: { type: "me", id: "7", attributes: { name: "Ada", grid_columns: 4 } } });
    const reply = await sendResource(client, "PATCH", "/v1/me", "me", { id: "7", attributes: { gridColumns: 4 } });

    expect(client.sent).toHaveLength(1);
    expect(client.sent[0].url).toMatch(/^\/api\/v1\/me\?t=\d+$/);
    expect(client.sent[0].init.method).toBe("PATCH");
    expect(JSON.parse(client.sent[0].init.body ?? "")).toEqual({
      data: { type: "me", id: "7", attributes: { grid_columns: 4 } },
    });
    expect(reply.data).toMatchObject({ type: "me", id: "7" });
    expect(client.store.denormalize("me", "7")).toMatchObject({ name: "Ada", gridColumns: 4 });
  });
});

describe("primaryResource", () => {
  it("reads the reply's resource back from the store, camelCased", async () => {
    const client = clientAnswering({ data: { type: "registrations", id: "r1", attributes: { captcha_url: "/c" } } });
    const reply = await sendResource(client, "POST", "/v1/registrations", "registrations", {});
    expect(primaryResource(client.store, reply)).toMatchObject({ id: "r1", captchaUrl: "/c" });
  });

  it("fails when the reply carries no resource", () => {
    expect(() => primaryResource(new JsonApiStore(), { data: null })).toThrow("no resource");
  });
});

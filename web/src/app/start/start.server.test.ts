import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebLoadContext } from "../runtime/load-context.ts";
import { serverRuntime } from "../runtime/server-runtime.ts";
import { startFor } from "./start.server.ts";

type Route = (cookie: string | undefined) => { status: number; body?: unknown };

const list = (type: string, ...names: string[]) => ({
  status: 200,
  body: { data: names.map((name, i) => ({ type, id: String(i + 1), attributes: { name } })) },
});
const locales = {
  status: 200,
  body: {
    data: [
      { type: "locales", id: "1", attributes: { code: "en", name: "English" } },
      { type: "locales", id: "2", attributes: { code: "de", name: "Deutsch" } },
    ],
  },
};

/** An API peer answering the start load's calls, recording each path and the cookie it carried. */
function peer(overrides: Record<string, Route> = {}) {
  const calls: { path: string; cookie?: string }[] = [];
  const routes: Record<string, Route> = {
    "/api/v1/me": () => ({
      status: 200,
      body: { data: { type: "me", id: "9", attributes: { name: "Ada", complete: false, confirmed: true } } },
    }),
    "/api/locales": () => locales,
    "/api/locales/current": () => ({ status: 200, body: { data: locales.body.data[1] } }),
    "/api/settings": () => list("settings"),
    "/api/v1/creative_fields": (cookie) =>
      list("creative_fields", cookie === "locale=de" ? "Fotografie" : "Photography"),
    "/api/v1/industries": () => list("industries", "Media"),
    "/api/languages": () => list("languages", "German"),
    "/api/locations": () => list("locations", "Berlin"),
    ...overrides,
  };
  const context: WebLoadContext = {
    nonce: "n",
    anyMember: false,
    apiFetch: async (input, init = {}) => {
      const path = input.split("?")[0];
      const cookie = init.headers?.cookie;
      calls.push({ path, cookie });
      const route = routes[path];
      const reply = route ? route(cookie) : { status: 404 };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/vnd.api+json" },
      });
    },
  };
  return { context, calls };
}

const request = (cookie?: string) => new Request("http://app.test/jobs", { headers: cookie ? { cookie } : {} });

const queryData = (queries: string, path: string) =>
  (JSON.parse(queries) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
    (q) => q.queryKey[1] === path,
  )?.state.data;

let clock = Date.UTC(2030, 0, 1);

beforeEach(() => {
  // Each test starts after the previous one's cached reference lists have expired.
  clock += 3_600_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("startFor", () => {
  it("loads a visitor's start without logging in, in the language the server picks", async () => {
    const { context, calls } = peer();
    const { state, session } = await startFor(context, request());
    expect(calls.map((c) => c.path)).not.toContain("/api/v1/me");
    expect(state).toMatchObject({ loaded: true, failed: false, locale: "de", alerts: [] });
    expect(session).toEqual({ signedIn: false, complete: false, confirmed: false });
    expect(queryData(state.queries, "/v1/me")).toEqual({ data: null });
    expect(queryData(state.queries, "/locales/current")).toMatchObject({ data: { attributes: { code: "de" } } });
    expect(calls.find((c) => c.path === "/api/v1/creative_fields")?.cookie).toBe("locale=de");
  });

  it("carries what the first paint uses and leaves the vocabularies to the browser's first use", async () => {
    const { context, calls } = peer();
    const { state } = await startFor(context, request());
    for (const path of ["/api/v1/creative_fields", "/api/v1/industries", "/api/languages", "/api/locations"]) {
      expect(calls.map((c) => c.path)).toContain(path);
    }
    expect(queryData(state.queries, "/locales")).toMatchObject({ data: [{ attributes: { code: "en" } }, {}] });
    expect(queryData(state.queries, "/settings")).toMatchObject({ data: [] });
    for (const path of ["/v1/creative_fields", "/v1/industries", "/languages", "/locations"]) {
      expect(queryData(state.queries, path)).toBeUndefined();
    }
  });

  it("carries its own replies only, not a page's that came in beside it", async () => {
    const { context } = peer();
    const board = { data: [{ type: "opportunities", id: "1", attributes: { title: "Poster printer" } }] };
    // The page's loader runs beside the start and hands its reply over as its own seeds.
    serverRuntime(context, request()).queryClient.setQueryData(["api", "/v1/opportunities"], board);
    const { state } = await startFor(context, request());
    expect(queryData(state.queries, "/v1/opportunities")).toBeUndefined();
    expect(queryData(state.queries, "/locales")).toBeDefined();
  });

  it("shares a visitor's language among visitors with the same browser languages", async () => {
    const visitor = (acceptLanguage: string) =>
      new Request("http://app.test/", { headers: { "accept-language": acceptLanguage } });
    const first = peer();
    await startFor(first.context, visitor("de-DE,de;q=0.9"));
    const second = peer();
    const { state } = await startFor(second.context, visitor("de-DE,de;q=0.9"));
    expect(second.calls.map((c) => c.path)).not.toContain("/api/locales/current");
    expect(state.locale).toBe("de");
    const other = peer();
    await startFor(other.context, visitor("fr-FR"));
    expect(other.calls.map((c) => c.path)).toContain("/api/locales/current");
  });

  it("asks for a signed-in user's language every time: the account's choice may change", async () => {
    const first = peer();
    await startFor(first.context, request("authToken=abc"));
    const second = peer();
    await startFor(second.context, request("authToken=abc"));
    expect(second.calls.map((c) => c.path)).toContain("/api/locales/current");
  });

  it("runs once per request however many loaders ask", async () => {
    const { context, calls } = peer();
    const [a, b] = await Promise.all([startFor(context, request()), startFor(context, request())]);
    expect(a).toBe(b);
    expect(calls.filter((c) => c.path === "/api/locales/current")).toHaveLength(1);
  });

  it("logs in automatically when a session cookie exists", async () => {
    const { context } = peer();
    const { session, state } = await startFor(context, request("authToken=abc"));
    expect(session).toEqual({ signedIn: true, complete: false, confirmed: true });
    expect(queryData(state.queries, "/v1/me")).toMatchObject({ data: { type: "me", id: "9" } });
  });

  it("treats a stale session cookie as a visitor, not as a failure", async () => {
    const { context } = peer({ "/api/v1/me": () => ({ status: 403, body: { errors: [] } }) });
    const { session, state } = await startFor(context, request("authToken=expired"));
    expect(session.signedIn).toBe(false);
    expect(state.failed).toBe(false);
  });

  it("reports a failed part as the app-init alert and still finishes", async () => {
    const { context } = peer({ "/api/languages": () => ({ status: 500 }) });
    const { state } = await startFor(context, request());
    expect(state).toMatchObject({
      loaded: true,
      failed: true,
      alerts: [{ type: "error", text: "alerts.appInitError" }],
    });
    expect(queryData(state.queries, "/settings")).toBeDefined();
  });

  it("takes the language from the locale cookie without asking", async () => {
    const { context, calls } = peer();
    const { state } = await startFor(context, request("locale=en"));
    expect(state.locale).toBe("en");
    expect(calls.map((c) => c.path)).not.toContain("/api/locales/current");
    expect(queryData(state.queries, "/locales/current")).toMatchObject({ data: { attributes: { code: "en" } } });
  });

  it("reuses the reference lists for a minute, per language", async () => {
    const first = peer();
    await startFor(first.context, request("locale=en"));
    const second = peer();
    const { state } = await startFor(second.context, request("locale=en"));
    expect(second.calls).toEqual([]);
    expect(queryData(state.queries, "/locales")).toMatchObject({ data: [{ attributes: { code: "en" } }, {}] });
    vi.setSystemTime(clock + 61_000);
    const third = peer();
    await startFor(third.context, request("locale=en"));
    expect(third.calls.length).toBeGreaterThan(0);
  });

  it("carries the flash alert and the cookie preferences", async () => {
    const flash = encodeURIComponent(JSON.stringify([{ type: "warning", text: "guards.notComplete" }]));
    const { context } = peer();
    const { state } = await startFor(context, request(`flash=${flash}; columnsCount=4; modalClosed=welcome`));
    expect(state.alerts).toEqual([{ type: "warning", text: "guards.notComplete" }]);
    expect(state.preferences).toEqual({ columnsCount: 4, modalClosed: ["welcome"] });
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type ApiClient,
  ApiClientError,
  type ApiFailure,
  buildUrl,
  createApiClient,
  EARLY_READ_KEPT_MS,
  fallbackError,
  uploadProgress,
} from "./client.ts";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Reply = (res: ServerResponse) => void;

/** A real HTTP peer: each test says how the next request is answered, and sees what arrived. */
let server: Server;
let origin: string;
let seen: Seen[] = [];
let reply: Reply = (res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { "content-type": "application/vnd.api+json" });
    res.end(JSON.stringify(body));
  };

function client(token: string | null = null, base = origin) {
  const failures: ApiFailure[] = [];
  const api: ApiClient = createApiClient({
    transport: (url, init) => fetch(`${base}${url}`, init),
    token: () => token,
    onFailure: (f) => failures.push(f),
  });
  return { api, failures };
}

async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe("requests", () => {
  it("go to /api with the JSON:API media type, the token header and a cache-busting t", async () => {
    reply = json(200, { data: [] });
    const { api } = client("tok-1");
    await expect(api.get("/v1/bookmarks", { query: { include: ["bookmarkable", "owner"] } })).resolves.toEqual({
      data: [],
    });
    const [request] = seen;
    const url = new URL(request.url, origin);
    expect(url.pathname).toBe("/api/v1/bookmarks");
    expect(url.searchParams.get("include")).toBe("bookmarkable,owner");
    expect(Number(url.searchParams.get("t"))).toBeGreaterThan(0);
    expect(request.headers.accept).toBe("application/vnd.api+json");
    expect(request.headers["x-auth-token"]).toBe("tok-1");
  });

  it("send no token header without a token, and a JSON:API body on writes", async () => {
    reply = json(201, { data: { type: "bookmarks", id: "1", attributes: {} } });
    const { api } = client();
    await api.post("/v1/bookmarks", { data: { type: "bookmarks", attributes: { bookmarkable_id: "4" } } });
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers["x-auth-token"]).toBeUndefined();
    expect(seen[0].headers["content-type"]).toBe("application/vnd.api+json");
    expect(JSON.parse(seen[0].body)).toEqual({ data: { type: "bookmarks", attributes: { bookmarkable_id: "4" } } });
  });

  it("resolve an empty reply as null", async () => {
    reply = (res) => res.writeHead(204).end();
    await expect(client().api.delete("/v1/bookmarks/1")).resolves.toBeNull();
  });
});

describe("reads started early", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hand their reply to the first read of the same address, which asks nothing more", async () => {
    reply = json(200, { data: [{ type: "items", id: "1", attributes: {} }] });
    const { api } = client();
    api.readEarly("/v1/feed", { query: { "page[size]": 12 } });
    api.readEarly("/v1/feed", { query: { "page[size]": 12 } });
    await expect(api.get("/v1/feed", { query: { "page[size]": 12 } })).resolves.toEqual({
      data: [{ type: "items", id: "1", attributes: {} }],
    });
    expect(seen).toHaveLength(1);
    await api.get("/v1/feed", { query: { "page[size]": 12 } });
    expect(seen).toHaveLength(2);
  });

  it("hand over a reply the page brought along without asking at all, once", async () => {
    reply = json(200, { data: [] });
    const { api } = client();
    const brought = { data: [{ type: "items", id: "7", attributes: {} }] };
    api.readEarly("/v1/feed", { query: { "page[size]": 12 } }, brought);
    await expect(api.get("/v1/feed", { query: { "page[size]": 12 } })).resolves.toBe(brought);
    expect(seen).toHaveLength(0);
    await expect(api.get("/v1/feed", { query: { "page[size]": 12 } })).resolves.toEqual({ data: [] });
    expect(seen).toHaveLength(1);
  });

  it("are no reply to a read of another address", async () => {
    reply = json(200, { data: [] });
    const { api } = client();
    api.readEarly("/v1/feed", { query: { "page[size]": 12 } });
    await api.get("/v1/feed", { query: { "page[size]": 24 } });
    await api.get("/v1/feed", { query: { "page[size]": 12 } });
    expect(seen.map((s) => new URL(s.url, origin).searchParams.get("page[size]")).sort()).toEqual(["12", "24"]);
  });

  it("are not taken once they have waited too long: the read asks again", async () => {
    reply = json(200, { data: [] });
    const { api } = client();
    vi.useFakeTimers({ toFake: ["Date"] });
    api.readEarly("/v1/feed");
    vi.setSystemTime(Date.now() + EARLY_READ_KEPT_MS + 1);
    await api.get("/v1/feed");
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  it("are not taken after a write, which may have changed what they read", async () => {
    reply = json(200, { data: [] });
    const { api } = client();
    api.readEarly("/v1/feed");
    await api.delete("/v1/logout");
    await api.get("/v1/feed");
    await vi.waitFor(() => expect(seen.filter((s) => s.url.startsWith("/api/v1/feed"))).toHaveLength(2));
  });

  it("report their failure to the read that takes them", async () => {
    reply = json(500, { errors: [{ status: "500", code: "internal", title: "Internal" }] });
    const { api } = client();
    api.readEarly("/v1/feed");
    const error = await rejection(api.get("/v1/feed"));
    expect(error.kind).toBe("server");
    expect(seen).toHaveLength(1);
  });
});

describe("errors (spec 000 section 8)", () => {
  it("keep the reply's errors list as given", async () => {
    const errors = [
      { status: "422", code: "invalid", title: "Invalid attribute", source: { pointer: "/data/attributes/email" } },
    ];
    reply = json(422, { errors });
    const { api, failures } = client();
    const error = await rejection(api.patch("/v1/me/email", { data: {} }));
    expect(error.status).toBe(422);
    expect(error.kind).toBe("client");
    expect(error.errors).toEqual(errors);
    expect(error.errorFor("email")).toEqual(errors[0]);
    expect(failures).toEqual([{ kind: "client", status: 422, errors, redirectOnForbidden: true }]);
  });

  it("store the fallback error when the reply has no errors list", async () => {
    reply = (res) => res.writeHead(409, { "content-type": "text/plain" }).end("conflict");
    const error = await rejection(client().api.get("/v1/cart"));
    expect(error.errors).toEqual([
      { status: "409", code: "unhandled", title: "Unhadled error", detail: "Please, try again" },
    ]);
  });

  it("report a status of 500 or more as a server failure", async () => {
    reply = json(503, { errors: [{ status: "503", code: "unavailable", title: "Service unavailable" }] });
    const { api, failures } = client();
    const error = await rejection(api.get("/v1/me"));
    expect(error.kind).toBe("server");
    expect(failures.map((f) => f.kind)).toEqual(["server"]);
  });

  it("report a 403 as forbidden, with or without the trip to login", async () => {
    reply = json(403, { errors: [{ status: "403", code: "forbidden", title: "Forbidden" }] });
    const { api, failures } = client("stale");
    await rejection(api.get("/v1/my/memberships"));
    await rejection(api.get("/v1/me", { redirectOnForbidden: false }));
    expect(failures.map((f) => [f.kind, f.redirectOnForbidden])).toEqual([
      ["forbidden", true],
      ["forbidden", false],
    ]);
  });

  it("report no response as a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { api, failures } = client(null, `http://127.0.0.1:${port}`);
    const error = await rejection(api.get("/locales"));
    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
    expect(failures.map((f) => f.kind)).toEqual(["network"]);
  });

  it("give up after the timeout as a network failure", async () => {
    reply = (res) => setTimeout(() => res.end("{}"), 1000);
    const { api, failures } = client();
    const started = Date.now();
    const error = await rejection(api.get("/settings", { timeout: 100 }));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.kind).toBe("network");
    expect(failures).toHaveLength(1);
  });

  it("pass the caller's own cancellation through without a failure", async () => {
    reply = (res) => setTimeout(() => res.end("{}"), 500);
    const { api, failures } = client();
    const controller = new AbortController();
    const pending = api.get("/settings", { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow();
    expect(failures).toEqual([]);
  });
});

describe("helpers", () => {
  it("build URLs under /api with t last", () => {
    expect(buildUrl("/v1/users", { "page[number]": 2, skip: undefined, empty: null }, 42)).toBe(
      "/api/v1/users?page%5Bnumber%5D=2&t=42",
    );
    expect(buildUrl("/api/locales", {}, 1)).toBe("/api/locales?t=1");
  });

  it("round upload progress down to whole percents", () => {
    expect(uploadProgress(0, 300)).toBe(0);
    expect(uploadProgress(299, 300)).toBe(99);
    expect(uploadProgress(300, 300)).toBe(100);
    expect(uploadProgress(5, 0)).toBe(0);
  });

  it("spell the fallback error as the spec does", () => {
    expect(fallbackError(418)).toMatchObject({ status: "418", title: "Unhadled error", detail: "Please, try again" });
  });

  it("refuse uploads where there is no XMLHttpRequest", async () => {
    await expect(client().api.upload("/v1/media", new FormData())).rejects.toThrow("Uploads need a browser.");
  });
});

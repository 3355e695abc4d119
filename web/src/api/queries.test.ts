import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient } from "./client.ts";
import { documentQuery } from "./queries.ts";
import { JsonApiStore } from "./store.ts";

const api = createApiClient({ transport: async () => new Response(JSON.stringify({ data: null })) });
const store = new JsonApiStore();

describe("documentQuery", () => {
  it("keeps the client's default freshness unless a query names its own", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    expect(client.defaultQueryOptions(documentQuery(api, store, "/v1/me")).staleTime).toBe(60_000);
    expect(client.defaultQueryOptions(documentQuery(api, store, "/v1/me", { staleTime: 0 })).staleTime).toBe(0);
  });
});

import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiClientError, createApiClient, type TransportRequest } from "./client.ts";
import { apiKey } from "./queries.ts";
import { JsonApiStore, toResourceDocument } from "./store.ts";
import { type WriteOptions, writeOptions } from "./useWrite.ts";

/** A runtime whose every request is answered with `status` and `reply`, remembering what was sent. */
function runtimeAnswering(reply: unknown, status = 200) {
  const sent: { url: string; init: TransportRequest }[] = [];
  const api = createApiClient({
    transport: async (url, init) => {
      sent.push({ url, init });
      return new Response(reply === null ? null : JSON.stringify(reply), {
        status,
        headers: { "content-type": "application/vnd.api+json" },
      });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return { api, store: new JsonApiStore(), queryClient, sent };
}

type Runtime = ReturnType<typeof runtimeAnswering>;

const write = <V, R>(runtime: Runtime, options: WriteOptions<V, R>) => ({
  mutate: (variables: V) =>
    new MutationObserver(runtime.queryClient, writeOptions<V, R>(runtime)).mutate({ variables, options }),
});

const follow = (api: Runtime["api"], targetId: string) =>
  api.post("/v1/me/followings", toResourceDocument("follows", { attributes: { targetId } }));

describe("writeOptions", () => {
  it("sends the request and merges the reply into the store", async () => {
    const runtime = runtimeAnswering({
      data: { type: "follows", id: "f1", attributes: {} },
      included: [{ type: "users", id: "2", attributes: { followers_count: 8, is_followed: true } }],
    });
    await write(runtime, { send: follow }).mutate("2");

    expect(runtime.sent[0]?.init.method).toBe("POST");
    expect(JSON.parse(runtime.sent[0]?.init.body ?? "")).toEqual({
      data: { type: "follows", attributes: { target_id: "2" } },
    });
    expect(runtime.store.denormalize("users", "2")).toMatchObject({ followersCount: 8, isFollowed: true });
  });

  it("leaves the store alone when the reply is no document", async () => {
    const runtime = runtimeAnswering(null, 204);
    const reply = await write(runtime, { send: (api) => api.delete("/v1/me/followings/2") }).mutate(undefined);
    expect(reply).toBeNull();
    expect(runtime.store.get("users", "2")).toBeUndefined();
  });

  it("marks the named paths stale, with any parameters, and everything under an `under` path", async () => {
    const runtime = runtimeAnswering({ data: null });
    const keys = {
      connections: apiKey("/v1/users/1/connections", { page: 2 }),
      user: apiKey("/v1/users/1"),
      item: apiKey("/v1/showroom/items/5"),
      showroom: apiKey("/v1/showroom"),
      other: apiKey("/v1/showroomx"),
      likes: apiKey("/v1/likes"),
    };
    for (const key of Object.values(keys)) runtime.queryClient.setQueryData(key, { data: null });

    await write(runtime, {
      send: (api) => api.patch("/v1/showroom/items/5/publish"),
      stale: ["/v1/users/1/connections", { under: "/v1/showroom" }],
    }).mutate(undefined);

    const stale = (key: readonly unknown[]) => runtime.queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(keys.connections)).toBe(true);
    expect(stale(keys.item)).toBe(true);
    expect(stale(keys.showroom)).toBe(true);
    expect(stale(keys.user)).toBe(false);
    expect(stale(keys.other)).toBe(false);
    expect(stale(keys.likes)).toBe(false);
  });

  it("is done only once the stale reads on screen have been read again", async () => {
    const runtime = runtimeAnswering({ data: null });
    const read = vi.fn(async () => ({ data: [] }));
    const list = new QueryObserver(runtime.queryClient, { queryKey: apiKey("/v1/me/blocks"), queryFn: read });
    const unsubscribe = list.subscribe(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    await write(runtime, {
      send: (api) => api.delete("/v1/me/blocks/2"),
      stale: () => ["/v1/me/blocks"],
    }).mutate(undefined);
    expect(read).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("shows an optimistic change at once and keeps it, with the server's values, when the write succeeds", async () => {
    const runtime = runtimeAnswering({
      data: { type: "users", id: "2", attributes: { followers_count: 9, is_followed: true } },
    });
    runtime.store.merge({ data: { type: "users", id: "2", attributes: { followers_count: 4, is_followed: false } } });
    let shown: unknown;
    const observer = write(runtime, {
      send: (api, targetId: string) => {
        shown = runtime.store.denormalize("users", targetId);
        return follow(api, targetId);
      },
      optimistic: (store, targetId) => {
        store.merge({ data: { type: "users", id: targetId, attributes: { followers_count: 5, is_followed: true } } });
        return () => store.merge({ data: { type: "users", id: targetId, attributes: { followers_count: 4 } } });
      },
    });
    await observer.mutate("2");

    expect(shown).toMatchObject({ followersCount: 5, isFollowed: true });
    expect(runtime.store.denormalize("users", "2")).toMatchObject({ followersCount: 9, isFollowed: true });
  });

  it("undoes the optimistic change and hands the refusal to the form when the write fails", async () => {
    const refusal = {
      status: "422",
      code: "blank",
      detail: "Say something",
      source: { pointer: "/data/attributes/body" },
    };
    const runtime = runtimeAnswering({ errors: [refusal] }, 422);
    runtime.store.merge({ data: { type: "users", id: "2", attributes: { is_followed: false } } });
    const calls: string[] = [];
    const refused: unknown[] = [];
    const failed = vi.fn();
    const observer = write(runtime, {
      send: follow,
      optimistic: (store, id) => {
        store.merge({ data: { type: "users", id, attributes: { is_followed: true } } });
        return () => store.merge({ data: { type: "users", id, attributes: { is_followed: false } } });
      },
      errors: {
        reset: () => calls.push("reset"),
        refuse: (error) => {
          calls.push("refuse");
          refused.push(error);
        },
      },
      onSuccess: () => calls.push("success"),
      onError: failed,
    });

    await expect(observer.mutate("2")).rejects.toBeInstanceOf(ApiClientError);
    expect(runtime.store.denormalize("users", "2")).toMatchObject({ isFollowed: false });
    expect(calls).toEqual(["reset", "refuse"]);
    expect((refused[0] as ApiClientError).errorFor("body")).toEqual(refusal);
    expect(failed).toHaveBeenCalledWith(refused[0], "2");
  });
});

import { describe, expect, it } from "vitest";
import { createRuntime } from "../runtime/runtime.ts";
import { settledMe } from "./member-to-come.ts";
import { MEMBER_TO_COME, meQuery, NOBODY, readMe, sessionOf } from "./session.ts";

const ME = { data: { type: "me", id: "7", attributes: { name: "Mara Lindqvist", complete: true, confirmed: true } } };

/** A runtime holding a member to come and a page's people and items, answering from `replies` by path. */
function pageKeptForMembers(replies: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  const runtime = createRuntime({
    transport: async (url) => {
      asked.push(url);
      const reply = replies[new URL(url, "http://x").pathname.replace(/^\/api/, "")];
      return new Response(reply?.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply?.status ?? 404,
        headers: { "content-type": "application/vnd.api+json" },
      });
    },
  });
  runtime.queryClient.setQueryData(meQuery(runtime).queryKey, MEMBER_TO_COME);
  runtime.store.merge({
    data: [
      { type: "users", id: "3", attributes: { name: "Jonas", is_followed: false } },
      { type: "showroom_items", id: "11", attributes: { title: "Cranes", is_liked: false } },
    ],
  });
  return { runtime, asked };
}

describe("settledMe", () => {
  it("reads the member and their standing toward what the page holds once, standing laid over first", async () => {
    const { runtime, asked } = pageKeptForMembers({
      "/v1/me": { status: 200, body: ME },
      "/v1/me/standing": {
        status: 200,
        body: {
          data: [
            { type: "users", id: "3", attributes: { is_followed: true } },
            { type: "showroom_items", id: "11", attributes: { is_liked: true } },
          ],
        },
      },
    });
    expect(sessionOf(runtime)).toEqual({ signedIn: true, complete: true, confirmed: true });
    const [me, again] = await Promise.all([settledMe(runtime), settledMe(runtime)]);
    expect(me?.name).toBe("Mara Lindqvist");
    expect(again).toBe(me);
    expect(asked).toHaveLength(2);
    const standing = new URL(asked.find((url) => url.includes("standing")) ?? "", "http://x");
    expect(standing.searchParams.get("filter[users]")).toBe("3");
    expect(standing.searchParams.get("filter[showroom_items]")).toBe("11");
    expect(runtime.store.denormalize("users", "3")).toMatchObject({ name: "Jonas", isFollowed: true });
    expect(runtime.store.denormalize("showroom_items", "11")).toMatchObject({ title: "Cranes", isLiked: true });
    expect(readMe(runtime)?.id).toBe("7");
  });

  it("leaves nobody signed in when the session has gone meanwhile", async () => {
    const { runtime } = pageKeptForMembers({ "/v1/me": { status: 403, body: { errors: [{ status: "403" }] } } });
    expect(await settledMe(runtime)).toBeNull();
    expect(runtime.queryClient.getQueryData(meQuery(runtime).queryKey)).toEqual(NOBODY);
    expect(sessionOf(runtime).signedIn).toBe(false);
  });

  it("answers at once on a page that knew its reader", async () => {
    const { runtime, asked } = pageKeptForMembers({});
    runtime.queryClient.setQueryData(meQuery(runtime).queryKey, NOBODY);
    expect(await settledMe(runtime)).toBeNull();
    expect(asked).toEqual([]);
  });
});

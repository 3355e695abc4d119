import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../../api/context.tsx";
import { useStoreRead } from "../../api/hooks.ts";
import { type AppRuntime, createRuntime } from "../runtime/runtime.ts";
import { RuntimeProvider } from "../runtime/runtime-context.tsx";
import { settledMe } from "./member-to-come.ts";
import { MEMBER_TO_COME, meQuery, readMe, useSession } from "./session.ts";

const ME = { data: { type: "me", id: "7", attributes: { name: "Mara Lindqvist", complete: true, confirmed: true } } };
const STANDING = { data: [{ type: "users", id: "3", attributes: { is_followed: true } }] };

/** A member's view of one person: who reads, and whether they follow Jonas. */
function Probe() {
  const { me, toCome } = useSession();
  const followed = useStoreRead((store) => store.denormalize<{ isFollowed: boolean }>("users", "3")?.isFollowed, []);
  return <p>{`${toCome ? "to come" : (me?.name ?? "nobody")}, follows Jonas: ${followed}`}</p>;
}

/**
 * What a part hydrating now would draw: React reads external stores through their server
 * snapshot while it hydrates, as the server's render does.
 */
const hydrating = (runtime: AppRuntime) =>
  renderToStaticMarkup(
    <RuntimeProvider value={runtime}>
      <ApiProvider value={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <Probe />
        </QueryClientProvider>
      </ApiProvider>
    </RuntimeProvider>,
  );

/** A page kept for all members, drawn for a member to come, whose member arrives with `replies`. */
function keptPage(replies: Record<string, unknown>): AppRuntime {
  const runtime = createRuntime({
    transport: async (url) =>
      new Response(JSON.stringify(replies[new URL(url, "http://x").pathname.replace(/^\/api/, "")]), {
        status: 200,
        headers: { "content-type": "application/vnd.api+json" },
      }),
  });
  runtime.queryClient.setQueryData(meQuery(runtime).queryKey, MEMBER_TO_COME);
  runtime.store.merge({ data: { type: "users", id: "3", attributes: { name: "Jonas", is_followed: false } } });
  return runtime;
}

describe("a part of a kept page that hydrates after its member arrived", () => {
  it("hydrates as the page was drawn, for a member to come with any member's standing", async () => {
    const runtime = keptPage({ "/v1/me": ME, "/v1/me/standing": STANDING });
    const drawn = hydrating(runtime);
    expect(drawn).toBe("<p>to come, follows Jonas: false</p>");

    await settledMe(runtime);
    // Hydration meets the HTML; the member and their standing are what the browser reads after it.
    expect(hydrating(runtime)).toBe(drawn);
    expect(readMe(runtime)?.name).toBe("Mara Lindqvist");
    expect(runtime.store.denormalize("users", "3")).toMatchObject({ isFollowed: true });
  });

  it("changes nothing on a page drawn for its reader", () => {
    const runtime = keptPage({});
    runtime.store.merge(ME);
    runtime.queryClient.setQueryData(meQuery(runtime).queryKey, ME);
    runtime.store.merge(STANDING);
    expect(hydrating(runtime)).toBe("<p>Mara Lindqvist, follows Jonas: true</p>");
  });
});

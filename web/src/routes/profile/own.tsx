import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { settledMe } from "../../app/session/member-to-come.ts";
import { readMe } from "../../app/session/session.ts";
import { startFor } from "../../app/start/start.server.ts";
import { loadProfile, tabParam } from "../../features/profiles/api/profileQueries.ts";
import { ProfileRoute } from "../../features/profiles/components/ProfileRoute.tsx";
import { profileMeta } from "../../features/profiles/profileMeta.ts";
import type { Route } from "./+types/own";

export const meta = profileMeta({ own: true });

/** The signed-in user's own profile (the guard above lets only complete members in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await startFor(context, request);
  const runtime = serverRuntime(context, request);
  const me = readMe(runtime);
  const result = me
    ? await loadProfile(runtime, me.id, { waitForSections: true, tab: tabParam(request) })
    : { found: false as const };
  return data(result, { status: result.found ? 200 : 404 });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const runtime = browserRuntime();
  const me = await settledMe(runtime);
  return me
    ? loadProfile(runtime, me.id, { waitForSections: false, tab: tabParam(request) })
    : { found: false as const };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProfileRoute data={loaderData} />;
}

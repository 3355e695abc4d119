import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadProfile, tabParam } from "../../features/profiles/api/profileQueries.ts";
import { ProfileRoute } from "../../features/profiles/components/ProfileRoute.tsx";
import { profileMeta } from "../../features/profiles/profileMeta.ts";
import type { Route } from "./+types/public";

export const meta = profileMeta({ own: false });

/** Anyone's profile by its slug; a hidden or unknown user answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadProfile(serverRuntime(context, request), params.slug, {
    waitForSections: true,
    tab: tabParam(request),
  });
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadProfile(browserRuntime(), params.slug, { waitForSections: false, tab: tabParam(request) });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProfileRoute data={loaderData} />;
}

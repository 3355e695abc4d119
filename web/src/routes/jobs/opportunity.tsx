import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadOpportunity } from "../../features/opportunities/api/opportunityLoaders.ts";
import { OpportunityRoute } from "../../features/opportunities/page/OpportunityRoute.tsx";
import { opportunityMeta } from "../../features/opportunities/page/opportunityMeta.ts";
import type { Route } from "./+types/opportunity";

export const meta = opportunityMeta;

/** A project or job by its slug (or id); someone else's draft or an unknown one answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadOpportunity(serverRuntime(context, request), params.slug);
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadOpportunity(browserRuntime(), params.slug);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OpportunityRoute data={loaderData} />;
}

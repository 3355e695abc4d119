import { useSeeds } from "../api/seeds.ts";
import { browserRuntime } from "../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../app/runtime/server-runtime.ts";
import { sessionOf } from "../app/session/session.ts";
import { startFor } from "../app/start/start.server.ts";
import { loadHome } from "../features/home/api/homeLoaders.ts";
import { HomePage } from "../features/home/HomePage.tsx";
import { pageMeta } from "../features/pages/pageMeta.ts";
import type { Route } from "./+types/home";

export const meta = pageMeta({
  title: "home.meta.title",
  description: "home.meta.description",
  standalone: true,
  indexed: true,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await startFor(context, request);
  return loadHome(serverRuntime(context, request), { wait: true, member: session.signedIn });
}

export function clientLoader() {
  const runtime = browserRuntime();
  return loadHome(runtime, { wait: false, member: sessionOf(runtime).signedIn });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useSeeds(loaderData.seeds);
  return <HomePage />;
}

import { useSeeds } from "../api/seeds.ts";
import { browserRuntime } from "../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../app/runtime/server-runtime.ts";
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

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(serverRuntime(context, request), { wait: true });
}

export function clientLoader() {
  return loadHome(browserRuntime(), { wait: false });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useSeeds(loaderData.seeds);
  return <HomePage />;
}

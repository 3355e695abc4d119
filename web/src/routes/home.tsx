import { HomePage } from "../features/home/HomePage.tsx";
import { pageMeta } from "../features/pages/pageMeta.ts";

export const meta = pageMeta({
  title: "home.meta.title",
  description: "home.meta.description",
  standalone: true,
  indexed: true,
});

export default function Home() {
  return <HomePage />;
}

import { pageMeta } from "../../features/pages/pageMeta.ts";
import { FavouritesPage } from "../../features/showroom/FavouritesPage.tsx";

export const meta = pageMeta({ title: "favourites.title" });

export default function Page() {
  return <FavouritesPage />;
}

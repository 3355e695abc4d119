import { useSeeds } from "../../api/seeds.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import type { ItemLoaderData } from "./api/showroomLoaders.ts";
import { ItemPage } from "./ItemPage.tsx";

/** What both item routes (showroom, gallery) render from their loader's data. */
export function ItemRoute({ data }: { data: ItemLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  // The key starts a fresh page (an open dialog, a playing video) for another item.
  return data.found ? (
    <ItemPage key={`${data.kind}:${data.key}`} kind={data.kind} itemKey={data.key} />
  ) : (
    <NotFoundPage />
  );
}

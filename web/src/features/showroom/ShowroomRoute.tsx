import { useSeeds } from "../../api/seeds.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import type { ShowroomLoaderData } from "./api/showroomLoaders.ts";
import { ShowroomPage } from "./ShowroomPage.tsx";

/** What both showroom routes (all items, one field's) render from their loader's data. */
export function ShowroomRoute({ data }: { data: ShowroomLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  return data.found ? <ShowroomPage key={data.field?.id ?? ""} field={data.field} /> : <NotFoundPage />;
}

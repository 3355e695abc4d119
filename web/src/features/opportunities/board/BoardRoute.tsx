import { useSeeds } from "../../../api/seeds.ts";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import type { BoardLoaderData } from "../api/opportunityLoaders.ts";
import { BoardPage } from "./BoardPage.tsx";

/** What the board's routes (everything, one category's) render from their loader's data. */
export function BoardRoute({ data }: { data: BoardLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  return data.found ? <BoardPage key={data.field?.id ?? ""} field={data.field} /> : <NotFoundPage />;
}

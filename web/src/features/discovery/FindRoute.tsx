import { useSeeds } from "../../api/seeds.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import type { FindLoaderData } from "./api/findLoaders.ts";
import { FindPage } from "./FindPage.tsx";

/** What the find routes (everyone, one field's) render from their loader's data. */
export function FindRoute({ data }: { data: FindLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  return data.found ? (
    <FindPage key={`${data.scope}:${data.field?.id ?? ""}`} scope={data.scope} field={data.field} />
  ) : (
    <NotFoundPage />
  );
}

import { useSeeds } from "../../../api/seeds.ts";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import type { OpportunityLoaderData } from "../api/opportunityLoaders.ts";
import { OpportunityPage } from "./OpportunityPage.tsx";

/** What the opportunity's route renders from its loader's data. */
export function OpportunityRoute({ data }: { data: OpportunityLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  // The key starts a fresh page (an open dialog) for another opportunity.
  return data.found ? <OpportunityPage key={data.key} opportunityKey={data.key} /> : <NotFoundPage />;
}

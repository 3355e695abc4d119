import { ApiClientError } from "../../../api/client.ts";
import { requestQuery, type Seed, seeded } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { profilePathOf } from "../../../app/ui/personFacts.ts";
import { loadField } from "../../showroom/api/showroomLoaders.ts";
import { parseBoardSearch } from "../board/boardSearch.ts";
import { type Opportunity, PAGE_INCLUDE } from "./opportunitiesApi.ts";
import { boardRequest, opportunityRequest } from "./opportunityRequests.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

/** `field`: the creative field of /jobs/category/{id}, named in the page's language. */
export type BoardLoaderData =
  | { found: true; field: { id: string; name: string } | null; seeds: Seed[] }
  | { found: false };

/** The board's first page; a category's page of an unknown field is the not-found page. */
export async function loadBoard(
  runtime: Runtime,
  search: string,
  fieldId: string | undefined,
  { wait }: { wait: boolean },
): Promise<BoardLoaderData> {
  const field = fieldId === undefined ? null : await loadField(runtime, fieldId);
  if (field === undefined) return { found: false };
  return { found: true, field, seeds: await seeded(runtime, boardRequest(parseBoardSearch(search), field?.id), wait) };
}

/**
 * What an opportunity's page tells search engines and link previews (see opportunityMeta): the
 * opportunity as the page shows it, its employer's name and profile address beside it.
 */
export type OpportunityShare = Pick<
  Opportunity,
  | "id"
  | "slug"
  | "kind"
  | "status"
  | "title"
  | "description"
  | "jobType"
  | "salary"
  | "currency"
  | "salaryInterval"
  | "remote"
  | "logo"
  | "publishedAt"
  | "expiresAt"
> & {
  ownerName: string;
  ownerPath: string | null;
  place: { name: string; countryCode: string } | null;
};

export type OpportunityLoaderData =
  | { found: true; key: string; share: OpportunityShare; seeds: Seed[] }
  | { found: false };

/**
 * An opportunity's page: the opportunity with everything it shows (a 404 means someone else's
 * draft, or none, shown as the not-found page). The server waits for it so the first paint is whole.
 */
export async function loadOpportunity(runtime: Runtime, key: string): Promise<OpportunityLoaderData> {
  const query = requestQuery(runtime, opportunityRequest(key));
  const document = await runtime.queryClient.fetchQuery(query).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  });
  const resource = document?.data && !Array.isArray(document.data) ? document.data : null;
  const shown = resource
    ? runtime.store.denormalize<Opportunity>(resource.type, String(resource.id), { include: [...PAGE_INCLUDE] })
    : null;
  if (!document || !shown) return { found: false };
  return { found: true, key, share: shareOf(shown), seeds: [{ queryKey: query.queryKey, document }] };
}

function shareOf(opportunity: Opportunity): OpportunityShare {
  const { owner, location } = opportunity;
  return {
    id: opportunity.id,
    slug: opportunity.slug,
    kind: opportunity.kind,
    status: opportunity.status,
    title: opportunity.title,
    description: opportunity.description,
    jobType: opportunity.jobType,
    salary: opportunity.salary,
    currency: opportunity.currency,
    salaryInterval: opportunity.salaryInterval,
    remote: opportunity.remote,
    logo: opportunity.logo,
    publishedAt: opportunity.publishedAt,
    expiresAt: opportunity.expiresAt,
    ownerName: owner?.name ?? "",
    ownerPath: owner ? profilePathOf(owner) : null,
    place: location ? { name: location.name, countryCode: location.countryCode } : null,
  };
}

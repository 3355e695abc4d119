import type { FindScope } from "@atelier/common/find-lists";
import { type Seed, seeded } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { loadField } from "../../showroom/api/showroomLoaders.ts";
import { parseFindSearch } from "../findSearch.ts";
import { findListRequest } from "./findRequests.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

/** `field`: the creative field of /creatives/{id} or /clients/{id}, named in the page's language. */
export type FindLoaderData =
  | { found: true; scope: FindScope; field: { id: string; name: string } | null; seeds: Seed[] }
  | { found: false };

/** A find list's first page; a field's page of an unknown field is the not-found page. */
export async function loadFind(
  runtime: Runtime,
  scope: FindScope,
  search: string,
  fieldId: string | undefined,
  { wait }: { wait: boolean },
): Promise<FindLoaderData> {
  const field = fieldId === undefined ? null : await loadField(runtime, fieldId);
  if (field === undefined) return { found: false };
  const request = findListRequest(scope, parseFindSearch(scope, search, field !== null), field?.id);
  return { found: true, scope, field, seeds: await seeded(runtime, request, wait) };
}

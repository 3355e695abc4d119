import type { Document } from "@atelier/common/jsonapi";
import { ApiClientError } from "../../../api/client.ts";
import { documentQuery } from "../../../api/queries.ts";
import type { AppRuntime } from "../../../app/runtime.ts";
import { readMe } from "../../../app/session.ts";
import {
  companyContactPath,
  LIST_SECTION_NAMES,
  type ListSection,
  sectionRequest,
  USER_QUERY,
  userPath,
} from "./profileApi.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

export const userQuery = (runtime: Pick<AppRuntime, "api" | "store">, idOrSlug: string) =>
  documentQuery(runtime.api, runtime.store, userPath(idOrSlug), { query: USER_QUERY });

export const sectionQuery = (runtime: Pick<AppRuntime, "api" | "store">, userId: string, section: ListSection) => {
  const { path, query } = sectionRequest(userId, section);
  return documentQuery(runtime.api, runtime.store, path, { query });
};

export const companyContactQuery = (runtime: Pick<AppRuntime, "api" | "store">, userId: string) =>
  documentQuery(runtime.api, runtime.store, companyContactPath(userId));

/** A reply the browser puts into its caches before the first render, as the server rendered it. */
export interface Seed {
  queryKey: readonly unknown[];
  document: Document;
}

/** `unlisted`: the signed-in owner's own profile while the address is unconfirmed, which nobody else sees. */
export type ProfileLoaderData =
  | { found: true; userKey: string; name: string; unlisted: boolean; seeds: Seed[] }
  | { found: false };

/**
 * A profile page's data: the user (a 404 means hidden or unknown, shown as the not-found page),
 * then its sections. The server waits for the sections too and hands every reply to the page, so
 * the first paint is the whole profile; a client navigation waits for the user only, and the
 * sections fill in behind their skeletons.
 */
export async function loadProfile(
  runtime: Runtime,
  userKey: string,
  { waitForSections }: { waitForSections: boolean },
): Promise<ProfileLoaderData> {
  const user = userQuery(runtime, userKey);
  let document: Document;
  try {
    document = await runtime.queryClient.fetchQuery(user);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { found: false };
    throw error;
  }
  const resource = document.data && !Array.isArray(document.data) ? document.data : null;
  if (!resource) return { found: false };
  const id = String(resource.id);
  const queries = [
    ...LIST_SECTION_NAMES.map((section) => sectionQuery(runtime, id, section)),
    ...(resource.attributes.kind === "company" ? [companyContactQuery(runtime, id)] : []),
  ];
  const name = String(resource.attributes.name ?? "");
  const me = readMe(runtime);
  const unlisted = me?.id === id && !me.confirmed;
  if (!waitForSections) {
    for (const query of queries) void runtime.queryClient.prefetchQuery(query);
    return { found: true, userKey, name, unlisted, seeds: [] };
  }
  const settled = await Promise.allSettled(queries.map((query) => runtime.queryClient.fetchQuery(query)));
  const seeds: Seed[] = [{ queryKey: user.queryKey, document }];
  settled.forEach((result, index) => {
    if (result.status === "fulfilled") seeds.push({ queryKey: queries[index].queryKey, document: result.value });
  });
  return { found: true, userKey, name, unlisted, seeds };
}

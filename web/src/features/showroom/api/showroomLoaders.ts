import type { Document } from "@atelier/common/jsonapi";
import { contentVersion } from "@atelier/common/seo";
import { ApiClientError } from "../../../api/client.ts";
import { requestQuery, type Seed, seeded } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { startListQuery } from "../../../app/start/start.ts";
import { profilePathOf } from "../../../app/ui/personFacts.ts";
import { parseShowroomSearch } from "../showroomSearch.ts";
import type { Item, ItemKind } from "../types.ts";
import { itemRequest, showroomListRequest } from "./showroomRequests.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

/** `field`: the creative field of /showroom/field/{id}, named in the page's language. */
export type ShowroomLoaderData =
  | { found: true; field: { id: string; name: string } | null; seeds: Seed[] }
  | { found: false };

/** A creative field of the catalog by id, named in the page's language; undefined when there is none. */
export async function loadField(runtime: Runtime, id: string): Promise<{ id: string; name: string } | undefined> {
  await runtime.queryClient.ensureQueryData(startListQuery(runtime, "creativeFields"));
  const record = runtime.store.get("creative_fields", id);
  return record ? { id, name: String(record.attributes.name ?? "") } : undefined;
}

/** The showroom grid's data; a field's page of an unknown field is the not-found page. */
export async function loadShowroom(
  runtime: Runtime,
  search: string,
  fieldId: string | undefined,
  { wait }: { wait: boolean },
): Promise<ShowroomLoaderData> {
  const field = fieldId === undefined ? null : await loadField(runtime, fieldId);
  if (field === undefined) return { found: false };
  const seeds = await seeded(runtime, showroomListRequest(parseShowroomSearch(search), fieldId), wait);
  return { found: true, field, seeds };
}

/** What an item's page tells search engines and link previews (see itemMeta). */
export interface ItemShare {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  ownerName: string;
  ownerPath: string;
  isDraft: boolean;
  publishedAt: string | null;
  updatedAt: string;
  imageVersion: string;
}

export type ItemLoaderData =
  | { found: true; kind: ItemKind; key: string; share: ItemShare; seeds: Seed[] }
  | { found: false };

/**
 * An item's page: the item with everything it shows (a 404 means a draft of someone else's, or
 * none, shown as the not-found page). The server waits for it so the first paint is the whole item.
 */
export async function loadItem(runtime: Runtime, kind: ItemKind, key: string): Promise<ItemLoaderData> {
  const query = requestQuery(runtime, itemRequest(kind, key));
  let document: Document;
  try {
    document = await runtime.queryClient.fetchQuery(query);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { found: false };
    throw error;
  }
  const resource = document.data && !Array.isArray(document.data) ? document.data : null;
  if (!resource) return { found: false };
  const share = shareOf(runtime, resource.type, String(resource.id));
  if (!share) return { found: false };
  return { found: true, kind, key, share, seeds: [{ queryKey: query.queryKey, document }] };
}

function shareOf(runtime: Pick<AppRuntime, "store">, type: string, id: string): ItemShare | null {
  const item = runtime.store.denormalize<Item>(type, id, { include: ["owner"] });
  if (!item) return null;
  const cover = item.cover?.sources.at(-1)?.url ?? "";
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    description: item.description,
    ownerName: item.owner?.name ?? "",
    ownerPath: item.owner ? profilePathOf(item.owner) : "",
    isDraft: item.status === "draft",
    publishedAt: item.publishedAt,
    updatedAt: item.updatedAt,
    imageVersion: contentVersion([cover, item.title, item.owner?.name ?? ""].join("|")),
  };
}

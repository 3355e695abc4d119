import type { UserKind } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import { contentVersion } from "@atelier/common/seo";
import { ApiClientError } from "../../../api/client.ts";
import { listQuery } from "../../../api/paging.ts";
import { documentQuery } from "../../../api/queries.ts";
import type { Seed } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { readMe } from "../../../app/session/session.ts";
import { placeOf, professionNames } from "../../../app/ui/personFacts.ts";
import { CARD_INCLUDE, ITEM_API, PAGE_SIZE } from "../../showroom/api/showroomApi.ts";
import type { ItemKind } from "../../showroom/index.ts";
import { openingTab, type ProfileTab, profileTabs } from "../profileTabs.ts";
import type { ProfileUser } from "../types.ts";
import {
  companyContactPath,
  type ListSection,
  sectionRequest,
  sectionsOf,
  USER_INCLUDE,
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

/** The first page of a user's showroom or gallery, as the tab reads it (useUserItems). */
export const userItemsQuery = (runtime: Pick<AppRuntime, "api" | "store">, userId: string, kind: ItemKind) =>
  documentQuery(runtime.api, runtime.store, ITEM_API.userItems(userId, kind), {
    query: listQuery({ page: 1, size: PAGE_SIZE, include: CARD_INCLUDE }),
  });

export const companyContactQuery = (runtime: Pick<AppRuntime, "api" | "store">, userId: string) =>
  documentQuery(runtime.api, runtime.store, companyContactPath(userId));

/** What a profile's page tells search engines and link previews (see profileMeta). */
export interface ProfileShare {
  id: string;
  slug: string | null;
  name: string;
  kind: UserKind;
  /** The first of the user's professions, in the language of the page. */
  profession: string | null;
  headline: string | null;
  about: string | null;
  place: string | null;
  portrait: string | null;
  isPublic: boolean;
  /** Changes with what the picture of a shared link is made of: the images and the name. */
  imageVersion: string;
}

/**
 * `unlisted`: the signed-in owner's own profile while the address is unconfirmed, which nobody else sees.
 * `opening`: the tab the bare address opens on; null when the address names a tab.
 */
export type ProfileLoaderData =
  | {
      found: true;
      userKey: string;
      name: string;
      share: ProfileShare;
      unlisted: boolean;
      opening: ProfileTab | null;
      seeds: Seed[];
    }
  | { found: false };

function shareOf(user: ProfileUser): ProfileShare {
  return {
    id: user.id,
    slug: user.slug,
    name: user.name,
    kind: user.kind,
    profession: professionNames(user)[0] ?? null,
    headline: user.headline,
    about: user.about,
    place: placeOf(user),
    portrait: user.profileImage?.large ?? null,
    isPublic: user.isPublic,
    imageVersion: contentVersion([user.titleImage?.large, user.profileImage?.large, user.name].join("|")),
  };
}

/** The tab a page's address names (`?tab=`), for the loader to read what it shows. */
export const tabParam = (request: Request): string | null => new URL(request.url).searchParams.get("tab");

/** The work tab a page address opens (`?tab=showroom`, `?tab=gallery`), when the profile has it. */
function workTabOf(tab: string | null, shown: readonly ProfileTab[]): ItemKind | null {
  return (tab === "showroom" || tab === "gallery") && shown.includes(tab) ? tab : null;
}

/** Whether a page of items holds one that is published (an owner reads their drafts too). */
const holdsPublished = (document: Document | undefined): boolean =>
  Array.isArray(document?.data) && document.data.some((item) => item.attributes.status === "published");

/**
 * A profile page's data: the user (a 404 means hidden or unknown, shown as the not-found page),
 * then its sections, and the showroom or gallery when the address opens that tab. The server waits for the sections too and hands every reply to the page, so
 * the first paint is the whole profile; a client navigation waits for the user only, and the
 * sections fill in behind their skeletons. The bare address waits for the first page of the
 * showroom too, on either side, as it decides the tab the page opens on (openingTab).
 */
export async function loadProfile(
  runtime: Runtime,
  userKey: string,
  { waitForSections, tab = null }: { waitForSections: boolean; tab?: string | null },
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
  // Of someone the reader blocked, the page shows the header alone: the sections stay hidden.
  const blocked = resource.attributes.is_blocked === true;
  const shownTabs = profileTabs({
    kind: resource.attributes.kind as UserKind,
    isCreative: resource.attributes.is_creative === true,
  });
  const work = workTabOf(tab, shownTabs);
  // The bare address opens on the work there is: the showroom's first page decides, and the
  // gallery's only when the showroom holds nothing published (openingTab).
  const opensOn = (kind: "showroom" | "gallery") =>
    tab === null && !blocked && shownTabs.includes(kind) ? userItemsQuery(runtime, id, kind) : null;
  const showroom = opensOn("showroom");
  const gallery = opensOn("gallery");
  const queries = blocked
    ? []
    : [
        ...sectionsOf({ isClient: resource.attributes.is_client === true }).map((section) =>
          sectionQuery(runtime, id, section),
        ),
        ...(resource.attributes.kind === "company" ? [companyContactQuery(runtime, id)] : []),
        // A tab opened in the browser reads its items itself: prefetched here as well, the first read was
        // cancelled for the tab's own.
        ...(work && waitForSections ? [userItemsQuery(runtime, id, work)] : []),
        ...(showroom && waitForSections ? [showroom] : []),
      ];
  const name = String(resource.attributes.name ?? "");
  const shown = runtime.store.denormalize<ProfileUser>("users", id, { include: USER_INCLUDE });
  if (!shown) return { found: false };
  const share = shareOf(shown);
  const me = readMe(runtime);
  const unlisted = me?.id === id && !me.confirmed;
  const fetched = (query: typeof showroom) =>
    query ? runtime.queryClient.fetchQuery(query).catch(() => undefined) : Promise.resolve(undefined);
  /** The tab the bare address opens on, from the showroom's first page read, and the gallery's read when it must decide. */
  const openingOf = async (showroomPage: Document | undefined) => {
    if (tab !== null) return { opening: null, galleryPage: undefined };
    const published = holdsPublished(showroomPage);
    const galleryPage = published ? undefined : await fetched(gallery);
    return {
      opening: openingTab(shownTabs, { showroom: published, gallery: holdsPublished(galleryPage) }),
      galleryPage,
    };
  };
  if (!waitForSections) {
    for (const query of queries) void runtime.queryClient.prefetchQuery(query);
    // Drawn on one tab and then switched to another would flash: the page waits for what decides it.
    const { opening } = await openingOf(await fetched(showroom));
    return { found: true, userKey, name, share, unlisted, opening, seeds: [] };
  }
  const settled = await Promise.allSettled(queries.map((query) => runtime.queryClient.fetchQuery(query)));
  const seeds: Seed[] = [{ queryKey: user.queryKey, document }];
  let showroomPage: Document | undefined;
  settled.forEach((result, index) => {
    if (result.status !== "fulfilled") return;
    seeds.push({ queryKey: queries[index].queryKey, document: result.value });
    if (queries[index] === showroom) showroomPage = result.value;
  });
  const { opening, galleryPage } = await openingOf(showroomPage);
  if (gallery && galleryPage) seeds.push({ queryKey: gallery.queryKey, document: galleryPage });
  return { found: true, userKey, name, share, unlisted, opening, seeds };
}

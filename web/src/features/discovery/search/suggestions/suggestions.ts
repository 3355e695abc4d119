import type { Document } from "@atelier/common/jsonapi";
import type { ApiClient } from "../../../../api/client.ts";
import { listQuery } from "../../../../api/paging.ts";
import { JsonApiStore } from "../../../../api/store.ts";
import { professionNames, profilePathOf } from "../../../../app/ui/personFacts.ts";
import { ITEM_API } from "../../../showroom/api/showroomApi.ts";
import { itemPathOf } from "../../../showroom/itemPath.ts";
import type { Item } from "../../../showroom/types.ts";
import { SOCIAL_API } from "../../../social/api/socialApi.ts";
import type { UserSummary } from "../../../social/types.ts";
import { siteSearchHref } from "../searchAddress.ts";

/** How many of each kind the list suggests. */
export const SUGGESTED = { people: 5, items: 4 } as const;

const PERSON_INCLUDE = ["assigned_professions.profession"] as const;

/** One option of the list: a person, a showroom item, or all results of the words. */
export type Suggestion =
  | { kind: "person"; key: string; href: string; name: string; image: string | null; profession: string | null }
  | { kind: "item"; key: string; href: string; title: string }
  | { kind: "all"; key: string; href: string; words: string };

/** The options for the people and items found, best first, and last the way to every result. */
export function toSuggestions(words: string, people: readonly UserSummary[], items: readonly Item[]): Suggestion[] {
  return [
    ...people.map(
      (person): Suggestion => ({
        kind: "person",
        key: `person:${person.id}`,
        href: profilePathOf(person),
        name: person.name,
        image: person.profileImage?.small ?? null,
        profession: professionNames(person)[0] ?? null,
      }),
    ),
    ...items.map(
      (item): Suggestion => ({ kind: "item", key: `item:${item.id}`, href: itemPathOf(item), title: item.title }),
    ),
    { kind: "all", key: "all", href: siteSearchHref({ q: words }), words },
  ];
}

/**
 * Looks the words up in the people (by name, profession, creative field or skill, best match first)
 * and the showroom (title, description, creative fields and skills), side by side. The replies are read in a store of their own: suggestions are
 * passing, and the page's lists need not hear of every keystroke.
 */
export async function fetchSuggestions(api: ApiClient, words: string, signal: AbortSignal): Promise<Suggestion[]> {
  const [people, items] = await Promise.all([
    api.get<Document>(SOCIAL_API.users, {
      signal,
      query: listQuery({ size: SUGGESTED.people, filter: { with_user_keyword: words }, include: PERSON_INCLUDE }),
    }),
    api.get<Document>(ITEM_API.showroom, {
      signal,
      query: listQuery({ size: SUGGESTED.items, filter: { with_showroom_keyword: words } }),
    }),
  ]);
  const store = new JsonApiStore();
  return toSuggestions(
    words,
    store.denormalizeAll<UserSummary>(store.merge(people), { include: [...PERSON_INCLUDE] }),
    store.denormalizeAll<Item>(store.merge(items)),
  );
}

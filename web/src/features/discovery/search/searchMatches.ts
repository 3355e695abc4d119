import { camelKeys } from "@atelier/common/case";
import type { Document } from "@atelier/common/jsonapi";
import type { UserMatch } from "@atelier/common/resources/profiles";
import type { ItemMatch } from "@atelier/common/resources/showroom";

/** A craft a search found a person by: a profession, creative field or skill they hold, by its name. */
export type CraftMatch = { kind: Exclude<UserMatch["matchedBy"], "name">; label: string };

/** What a search found a work by: its own words (`title`), or a creative field or skill it is tagged with. */
export type WorkMatch = { kind: ItemMatch["matchedBy"]; label: string };

/**
 * What a keyword search found each resource of a list by, by id, from the list's own reply (its
 * resources' `meta`): a match belongs to one search, not to what it found, so it never enters the
 * store. `shown` keeps the kinds worth a line under the card.
 */
function matchesOf<K extends string>(
  document: Pick<Document, "data"> | undefined,
  shown: (kind: string) => kind is K,
): Map<string, { kind: K; label: string }> {
  const matches = new Map<string, { kind: K; label: string }>();
  const data = document?.data;
  if (!Array.isArray(data)) return matches;
  for (const resource of data) {
    if (!resource.meta) continue;
    const { matchedBy, matchedLabel } = camelKeys<{ matchedBy?: string; matchedLabel?: string }>(resource.meta);
    if (matchedBy && shown(matchedBy) && matchedLabel) {
      matches.set(String(resource.id), { kind: matchedBy, label: matchedLabel });
    }
  }
  return matches;
}

/** The crafts a keyword search found its people by; a name match is left out: the card shows the name already. */
export const craftMatches = (document: Pick<Document, "data"> | undefined): Map<string, CraftMatch> =>
  matchesOf(document, (kind): kind is CraftMatch["kind"] => kind !== "name");

/** What a keyword search found its works by, its own words too: the card shows the title, not the description. */
export const workMatches = (document: Pick<Document, "data"> | undefined): Map<string, WorkMatch> =>
  matchesOf(document, (kind): kind is WorkMatch["kind"] => ["title", "creative_field", "skill"].includes(kind));

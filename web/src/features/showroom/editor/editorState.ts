import { type EmbedType, soundcloudTrackUrl, vimeoVideoId, youtubeVideoId } from "@atelier/common/embeds";
import type { ItemKind } from "../types.ts";

/** The item's own fields as the details form holds them. */
export interface ItemDetails {
  title: string;
  description: string;
  creativeFieldIds: string[];
}

export const EMPTY_DETAILS: ItemDetails = { title: "", description: "", creativeFieldIds: [] };

/** The attributes a save sends: trimmed, an empty description as none, creative fields on showroom items only. */
export function detailsAttributes(kind: ItemKind, details: ItemDetails): Record<string, unknown> {
  const description = details.description.trim();
  return {
    title: details.title.trim(),
    description: description === "" ? null : description,
    ...(kind === "showroom" ? { creativeFieldIds: details.creativeFieldIds } : {}),
  };
}

/**
 * What creating the draft sends: the details as typed so far, and `untitled` (in the person's
 * language) while the title is blank. The slug follows the title until the item is published.
 */
export function draftAttributes(kind: ItemKind, details: ItemDetails, untitled: string): Record<string, unknown> {
  const attributes = detailsAttributes(kind, details);
  return attributes.title === "" ? { ...attributes, title: untitled } : attributes;
}

/**
 * A task that runs once for everyone asking: while it is under way, and after it succeeded, each
 * call gets the same promise; after it failed the next call runs it again. Two images dropped one
 * after the other create one draft.
 */
export function oneAtATime<T>(task: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= task().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Whether the form holds something the item has not stored, as a save would send it. */
export function detailsChanged(kind: ItemKind, saved: ItemDetails, current: ItemDetails): boolean {
  return JSON.stringify(detailsAttributes(kind, saved)) !== JSON.stringify(detailsAttributes(kind, current));
}

/**
 * The player a pasted link is for, and the provider's code in it; null when it is none of them.
 * A bare number is a Vimeo video (YouTube's ids are never all digits in practice).
 */
export function detectEmbed(input: string): { type: EmbedType; code: string } | null {
  const finders: [EmbedType, (value: string) => string | null][] = [
    ["vimeo", vimeoVideoId],
    ["youtube", youtubeVideoId],
    ["soundcloud", soundcloudTrackUrl],
  ];
  for (const [type, find] of finders) {
    const code = find(input);
    if (code) return { type, code };
  }
  return null;
}

/** Why publishing would be refused, said before sending; null when it may go. */
export function publishBlocker(mediaCount: number): "noMedia" | null {
  return mediaCount === 0 ? "noMedia" : null;
}

/** Items by their stored position, first first; equal positions keep their order. */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/** The ids in their new order after one was dropped where another stood; unchanged when either is unknown. */
export function moveId(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** A file on its way up: its progress in whole percents. */
export interface SendingFile {
  key: string;
  name: string;
  percent: number;
}

/** A file the server or the checks refused, with the sentence that says why. */
export interface RefusedFile {
  key: string;
  name: string;
  reason: string;
}

export interface UploadsState {
  sending: SendingFile[];
  refused: RefusedFile[];
}

export const NO_UPLOADS: UploadsState = { sending: [], refused: [] };

export type UploadsAction =
  | { type: "start"; key: string; name: string }
  | { type: "progress"; key: string; percent: number }
  | { type: "done"; key: string }
  | { type: "refuse"; key: string; name: string; reason: string }
  | { type: "dismiss"; key: string }
  | { type: "clearRefused" };

/**
 * Several files at once, each with its own bar: a stored file leaves the list (the item's media show
 * it); a refused one leaves it too, its reason kept until the next files are chosen. Percents only
 * grow and are whole (rounded down).
 */
export function uploadsReducer(state: UploadsState, action: UploadsAction): UploadsState {
  switch (action.type) {
    case "start":
      return { ...state, sending: [...state.sending, { key: action.key, name: action.name, percent: 0 }] };
    case "progress": {
      const percent = Math.min(100, Math.max(0, Math.floor(action.percent)));
      return {
        ...state,
        sending: state.sending.map((file) =>
          file.key === action.key ? { ...file, percent: Math.max(file.percent, percent) } : file,
        ),
      };
    }
    case "done":
      return { ...state, sending: state.sending.filter((file) => file.key !== action.key) };
    case "refuse":
      return {
        sending: state.sending.filter((file) => file.key !== action.key),
        refused: [...state.refused, { key: action.key, name: action.name, reason: action.reason }],
      };
    case "dismiss":
      return { ...state, refused: state.refused.filter((file) => file.key !== action.key) };
    case "clearRefused":
      return state.refused.length === 0 ? state : { ...state, refused: [] };
  }
}

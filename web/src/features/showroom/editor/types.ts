import type { CoCreatorAttributes, CreationAttributes, ItemWeblinkAttributes, MediaAttributes } from "@atelier/common";
import type { Named } from "../../profiles/types.ts";
import type { UserSummary } from "../../social/types.ts";

/**
 * A medium as the editor shows it. The store's `type` is the resource's ("media"), so the medium's
 * own type (image, youtube…) is read from its stored attributes as `mediaType`.
 */
export type Medium = { id: string; type: string; mediaType: MediaAttributes["type"] } & Omit<MediaAttributes, "type">;
export type ItemWeblink = { id: string } & ItemWeblinkAttributes;
export type AssignedSkill = { id: string; skillId: string; skill?: Named | null };
export type CoCreator = { id: string; user?: UserSummary | null } & CoCreatorAttributes;

/** An item as the editor reads it, with the parts its document includes. */
export type EditedItem = { id: string; type: string } & CreationAttributes & {
    media?: ({ id: string; type: string } & Omit<MediaAttributes, "type">)[];
    weblinks?: ItemWeblink[];
    creativeFields?: Named[];
  };

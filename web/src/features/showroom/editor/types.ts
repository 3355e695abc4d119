import type { CoCreatorAttributes, CreationAttributes, ItemWeblinkAttributes, MediaAttributes } from "@atelier/common";
import type { Named } from "../../profiles/types.ts";
import type { UserSummary } from "../../social/types.ts";

export type Medium = { id: string; type: string } & MediaAttributes;
export type ItemWeblink = { id: string } & ItemWeblinkAttributes;
export type AssignedSkill = { id: string; skillId: string; skill?: Named | null };
export type CoCreator = { id: string; user?: UserSummary | null } & CoCreatorAttributes;

/** An item as the editor reads it, with the parts its document includes. */
export type EditedItem = { id: string; type: string } & CreationAttributes & {
    media?: Medium[];
    weblinks?: ItemWeblink[];
    creativeFields?: Named[];
  };

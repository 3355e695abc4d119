import type {
  AssignedSkillAttributes,
  CoCreatorAttributes,
  CreationAttributes,
  ItemWeblinkAttributes,
  LikeAttributes,
  MediaAttributes,
} from "@atelier/common";
import type { Person } from "../../app/ui/personFacts.ts";

/** The two kinds of items: showroom items (with creative fields and skills) and gallery items. */
export type ItemKind = "showroom" | "gallery";
export type ItemType = "showroom_items" | "gallery_items";

export interface Named {
  id: string;
  name: string;
}

export type Medium = { id: string } & MediaAttributes;
export type CoCreator = { id: string; user?: Person | null } & CoCreatorAttributes;
export type AssignedSkill = { id: string; skill?: Named | null } & AssignedSkillAttributes;
export type ItemWeblink = { id: string } & ItemWeblinkAttributes;

/**
 * A showroom or gallery item as the store hands it out: camelCase attributes, the relationships
 * a reply included nested (the owner on every card; the rest on the item page).
 */
export type Item = { id: string; type: ItemType } & CreationAttributes & {
    owner?: Person | null;
    media?: Medium[];
    coCreators?: CoCreator[];
    weblinks?: ItemWeblink[];
    creativeFields?: Named[];
    assignedSkills?: AssignedSkill[];
  };

/** One of my likes: `item` is what I liked. */
export type Like = { id: string } & LikeAttributes & { item?: Item | null };

import type {
  AssignedSkillAttributes,
  CoCreatorAttributes,
  CreationAttributes,
  ItemWeblinkAttributes,
  MediaAttributes,
  UserAttributes,
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

/** An item's owner: the users resource, whose follow button the item page shows. */
export type Owner = Person & Pick<UserAttributes, "followersCount"> & Partial<Pick<UserAttributes, "isFollowed">>;

/**
 * A showroom or gallery item as the store hands it out: camelCase attributes, the relationships
 * a reply included nested (the owner on every card; the rest on the item page).
 */
export type Item = { id: string; type: ItemType } & CreationAttributes & {
    owner?: Owner | null;
    media?: Medium[];
    coCreators?: CoCreator[];
    weblinks?: ItemWeblink[];
    creativeFields?: Named[];
    assignedSkills?: AssignedSkill[];
  };

import type {
  AchievementAttributes,
  CompanyContactAttributes,
  CreativeFieldOperationAttributes,
  EducationAttributes,
  EmploymentAttributes,
  LanguageAttributes,
  LanguageLevelAttributes,
  OperationSkillAttributes,
  ProfileAttributes,
  ProfileImageAttributes,
  TitleImageAttributes,
  UserAttributes,
  UserIndustryAttributes,
  UserProfessionAttributes,
  WeblinkAttributes,
} from "@atelier/common";
import type { UserKind } from "@atelier/common/enums";
import type { Location } from "../../app/session/session.ts";

/** A profile image as the users resource shows it: its square renditions, the original and the focal point. */
export type ProfileImage = ProfileImageAttributes;

/** A title image as the users resource shows it: its banner renditions, the original and the focal point. */
export type TitleImage = TitleImageAttributes;

export type ViewerConnection = NonNullable<UserAttributes["connection"]>;

export interface Named {
  id: string;
  name: string;
}

export type UserProfession = { id: string; profession?: Named | null } & UserProfessionAttributes;

/**
 * The public view of a user (resource `users`), with what concerns a signed-in viewer. A profile
 * one can open is complete: it has a name and a kind.
 */
export type ProfileUser = { id: string; type: "users"; name: string; kind: UserKind } & Omit<
  UserAttributes,
  "name" | "kind"
> & {
    location?: Location | null;
    creativeFields?: Named[];
    assignedProfessions?: UserProfession[];
  };

export type UserIndustry = { id: string; industry?: Named | null } & UserIndustryAttributes;

export type LanguageLevel = { id: string } & LanguageLevelAttributes & {
    language?: ({ id: string } & Pick<LanguageAttributes, "code" | "localizedName" | "englishName">) | null;
  };

export type Weblink = { id: string } & WeblinkAttributes;

export type OperationSkill = { id: string; skill?: Named | null } & Pick<OperationSkillAttributes, "skillId">;

export type Operation = { id: string } & CreativeFieldOperationAttributes & {
    creativeField?: Named | null;
    skills?: OperationSkill[];
  };

export type Achievement = { id: string } & Omit<AchievementAttributes, "createdAt">;

export type Education = { id: string } & Omit<EducationAttributes, "createdAt">;

export type Employment = { id: string } & Omit<EmploymentAttributes, "createdAt" | "current">;

export type CompanyContact = { id: string } & CompanyContactAttributes;

/** GET /v1/my/profile: what only the owner reads (the name option). */
export type MyProfile = { id: string } & ProfileAttributes;

/** The three lists of a profile's history, each with the entries it holds. */
export type HistoryKind = "employments" | "educations" | "achievements";
export type HistoryEntry<K extends HistoryKind> = {
  employments: Employment;
  educations: Education;
  achievements: Achievement;
}[K];

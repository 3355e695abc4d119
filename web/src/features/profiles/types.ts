import type { ProfileImageAttributes, TitleImageAttributes } from "@atelier/common";
import type { UserKind } from "@atelier/common/enums";
import type { Location } from "../../app/session.ts";

/** A profile image as the users resource shows it: its square renditions, the original and the focal point. */
export type ProfileImage = ProfileImageAttributes;

/** A title image as the users resource shows it: its banner renditions, the original and the focal point. */
export type TitleImage = TitleImageAttributes;

export interface ViewerConnection {
  id: string;
  status: "requested" | "confirmed";
  direction: "outgoing" | "incoming";
}

export interface Named {
  id: string;
  name: string;
}

export interface UserProfession {
  id: string;
  position: number;
  profession?: Named | null;
}

/** The public view of a user (resource `users`), with what concerns a signed-in viewer. */
export interface ProfileUser {
  id: string;
  type: "users";
  name: string;
  slug: string | null;
  kind: UserKind;
  isCreative: boolean;
  isClient: boolean;
  isInsideCci: boolean;
  headline: string | null;
  about: string | null;
  profileImage: ProfileImage | null;
  titleImage: TitleImage | null;
  hasCv: boolean;
  followersCount: number;
  followingsCount: number;
  connectionsCount: number;
  isPremium: boolean;
  createdAt: string;
  isMe?: boolean;
  isFollowed?: boolean;
  connection?: ViewerConnection | null;
  /** Whether the viewer may write to the user, by the user's message permission. */
  mayMessage?: boolean;
  location?: Location | null;
  creativeFields?: Named[];
  assignedProfessions?: UserProfession[];
}

export interface LanguageLevel {
  id: string;
  level: string;
  languageId: string;
  language?: { id: string; code: string; localizedName: string; englishName: string } | null;
}

export interface Weblink {
  id: string;
  url: string;
  kind: string;
  position: number;
}

export interface OperationSkill {
  id: string;
  skillId: string;
  skill?: Named | null;
}

export interface Operation {
  id: string;
  creativeFieldId: string;
  level: string;
  position: number;
  creativeField?: Named | null;
  skills?: OperationSkill[];
}

export interface Achievement {
  id: string;
  title: string;
  issuer: string | null;
  description: string | null;
  achievedOn: string | null;
  hasFile: boolean;
}

export interface Education {
  id: string;
  school: string;
  degree: string | null;
  fieldOfStudy: string | null;
  startedOn: string | null;
  endedOn: string | null;
  description: string | null;
}

export interface Employment {
  id: string;
  employer: string;
  title: string;
  place: string | null;
  startedOn: string | null;
  endedOn: string | null;
  description: string | null;
}

export interface CompanyContact {
  id: string;
  contactName: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
}

/** GET /v1/my/profile: what only the owner reads (the name option). */
export interface MyProfile {
  id: string;
  slug: string;
  headline: string | null;
  about: string | null;
  nameOption: "default" | "display";
  displayName: string | null;
}

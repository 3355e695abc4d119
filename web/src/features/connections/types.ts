import type { UserKind } from "@atelier/common/enums";

export interface ProfileImage {
  small: string | null;
  medium: string | null;
  large: string | null;
}

export type ConnectionStatus = "requested" | "confirmed";
export type ConnectionDirection = "outgoing" | "incoming";

/** How the signed-in viewer and a user are connected, as the users resource tells it. */
export interface ViewerConnection {
  id: string;
  status: ConnectionStatus;
  direction: ConnectionDirection;
}

/** A users resource as the cards read it, with professions and location when they were included. */
export interface UserSummary {
  id: string;
  type: "users";
  name: string;
  slug: string | null;
  kind: UserKind;
  headline: string | null;
  profileImage: ProfileImage | null;
  followersCount: number;
  followingsCount: number;
  /** Only for a signed-in viewer. */
  isMe?: boolean;
  isFollowed?: boolean;
  connection?: ViewerConnection | null;
  location?: { name: string; longName: string; countryName: string } | null;
  assignedProfessions?: { id: string; profession?: { name: string } | null }[];
}

/** A connection as one of its users sees it; `user` is the other party. */
export interface ConnectionEntry {
  id: string;
  status: ConnectionStatus;
  direction: ConnectionDirection;
  createdAt?: string;
  user: UserSummary;
  /** Shown before the server has answered: its id is not known yet. */
  pending?: boolean;
}

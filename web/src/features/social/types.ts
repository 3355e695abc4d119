import type {
  ConnectionAttributes,
  LocationAttributes,
  StandardizedProfessionAttributes,
  UserAttributes,
} from "@atelier/common";

export type ConnectionStatus = ConnectionAttributes["status"];
export type ConnectionDirection = ConnectionAttributes["direction"];

/** How the signed-in viewer and a user are connected, as the users resource tells it. */
export type ViewerConnection = NonNullable<UserAttributes["connection"]>;

/**
 * A users resource as the cards read it, with professions and location when they were included.
 * Lists and connections only ever show complete profiles, and a complete profile has a name.
 */
export type UserSummary = { id: string; type: "users"; name: string } & Pick<
  UserAttributes,
  "slug" | "kind" | "headline" | "profileImage" | "followersCount" | "followingsCount"
> &
  Partial<Pick<UserAttributes, "isMe" | "isFollowed" | "connection">> & {
    location?: Pick<LocationAttributes, "name" | "longName" | "countryName"> | null;
    assignedProfessions?: { id: string; profession?: Pick<StandardizedProfessionAttributes, "name"> | null }[];
  };

/** A connection as one of its users sees it; `user` is the other party, `note` what the requester wrote. */
export type ConnectionEntry = { id: string; user: UserSummary } & Pick<ConnectionAttributes, "status" | "direction"> &
  Partial<Pick<ConnectionAttributes, "createdAt" | "note">> & {
    /** Shown before the server has answered: its id is not known yet. */
    pending?: boolean;
  };

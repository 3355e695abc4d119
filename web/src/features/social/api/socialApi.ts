/** The social endpoints this area calls (spec 001 section 7, follows and connections). */
export const SOCIAL_API = {
  users: "/v1/users",
  connectionsOf: (userId: string) => `/v1/users/${encodeURIComponent(userId)}/connections`,
  followersOf: (userId: string) => `/v1/users/${encodeURIComponent(userId)}/followers`,
  followingsOf: (userId: string) => `/v1/users/${encodeURIComponent(userId)}/followings`,
  incoming: "/v1/my/connections/incoming",
  outgoing: "/v1/my/connections/outgoing",
  connections: "/v1/connections",
  connection: (id: string) => `/v1/connections/${encodeURIComponent(id)}`,
  confirm: (id: string) => `/v1/connections/${encodeURIComponent(id)}/confirm`,
  deny: (id: string) => `/v1/connections/${encodeURIComponent(id)}/deny`,
  followings: "/v1/followings",
  following: (userId: string) => `/v1/followings/${encodeURIComponent(userId)}`,
} as const;

/** What a user card shows beside the name: professions and place, read from the included resources. */
export const USER_CARD_INCLUDE = ["assigned_professions.profession", "location"] as const;

/** The connections screen loads each of its three lists whole (spec 001 section 9: page size 1000). */
export const CONNECTIONS_PAGE_SIZE = 1000;

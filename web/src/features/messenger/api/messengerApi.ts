import type { MessengerFolder } from "@atelier/common/enums";

const participation = (id: string) => `/v1/messenger/participations/${encodeURIComponent(id)}`;

/** The messenger's endpoints (spec 001 section 7). */
export const MESSENGER_API = {
  participations: "/v1/messenger/participations",
  participation,
  messages: (participationId: string) => `${participation(participationId)}/messages`,
  files: (participationId: string, messageId: string) =>
    `${participation(participationId)}/messages/${encodeURIComponent(messageId)}/files`,
  file: (id: string) => `/v1/messenger/files/${encodeURIComponent(id)}`,
  accept: (participationId: string) => `${participation(participationId)}/accept`,
  decline: (participationId: string) => `${participation(participationId)}/decline`,
  conversations: "/v1/messenger/conversations",
  reports: "/v1/reports",
  users: "/v1/users",
} as const;

/** The query of a folder's list. */
export const folderQuery = (folder: MessengerFolder) => ({ "filter[folder]": folder });

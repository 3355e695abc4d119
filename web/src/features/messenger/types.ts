import type {
  BriefUserAttributes,
  MessageAttributes,
  MessageFileAttributes,
  ParticipationAttributes,
} from "@atelier/common";

export type Participant = { id: string; type: "users" } & BriefUserAttributes;
export type MessageFile = { id: string; type: "message_files" } & MessageFileAttributes;
export type Message = { id: string; type: "messages" } & MessageAttributes & { files?: MessageFile[] };
export type Participation = { id: string; type: "participations" } & ParticipationAttributes & {
    participants?: Participant[];
    lastMessage?: Message | null;
  };

/** What a participation shows of its people: nested as the store denormalizes them. */
export const PARTICIPATION_INCLUDE = ["participants", "last_message"] as const;
export const MESSAGE_INCLUDE = ["files"] as const;

/** The names of the other people, as the list and the conversation's head show them. */
export function namesOf(participation: Participation, unknown: string): string {
  const names = (participation.participants ?? []).map((p) => p.name ?? unknown);
  return names.length > 0 ? names.join(", ") : unknown;
}

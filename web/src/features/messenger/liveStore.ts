import type { Document, Resource } from "@atelier/common/jsonapi";
import type { JsonApiStore } from "../../api/store.ts";
import type { LiveFrame } from "../../app/live/frames.ts";

type Linkage = { type: string; id: string }[];

const linkageOf = (store: JsonApiStore, type: string, id: string, name: string): Linkage =>
  (store.get(type, id)?.relationships[name]?.data as Linkage | undefined) ?? [];

const lastMessageAt = (attributes: Resource["attributes"]) => Date.parse(String(attributes?.last_message_at ?? ""));

/** Whether the kept participation has seen a later message than the arriving one. */
const isNewer = (kept: Resource["attributes"], arriving: Resource["attributes"]) =>
  lastMessageAt(kept) > lastMessageAt(arriving);

/**
 * Brings a live frame into the store: messages and their participations as they are now, a file
 * joining or leaving its message, another participant's read mark. Returns whether the lists are
 * to be read again: the frame named a conversation the store did not know yet (a new one, or one
 * further down the list), or said that conversations came or went.
 */
export function applyLiveFrame(store: JsonApiStore, frame: LiveFrame): { newConversation: boolean } {
  switch (frame.type) {
    case "message": {
      const participation = frame.participation.data as Resource;
      const kept = store.get("participations", String(participation.id));
      // Instances push their batches side by side, so a conversation's frames may cross: one read
      // before the conversation already kept here brings its message, not its older state.
      if (!kept || !isNewer(kept.attributes, participation.attributes)) store.merge(frame.participation as Document);
      store.merge(frame.message as Document);
      return { newConversation: !kept };
    }
    case "message_file": {
      const file = frame.file.data as Resource;
      const messageId = String(file.attributes?.message_id);
      store.merge(frame.file as Document);
      const files = linkageOf(store, "messages", messageId, "files").filter((f) => f.id !== String(file.id));
      store.relate("messages", messageId, "files", [...files, { type: "message_files", id: String(file.id) }]);
      return { newConversation: false };
    }
    case "message_file_removed": {
      const files = linkageOf(store, "messages", frame.message_id, "files").filter((f) => f.id !== frame.file_id);
      store.relate("messages", frame.message_id, "files", files);
      store.remove("message_files", frame.file_id);
      return { newConversation: false };
    }
    case "seen": {
      const participation = store.get("participations", frame.participation_id);
      if (participation) {
        const marks = (participation.attributes.read_marks as { user_id: string; read_at: string | null }[]) ?? [];
        const read_marks = marks.map((m) => (m.user_id === frame.user_id ? { ...m, read_at: frame.read_at } : m));
        store.merge({ data: { type: "participations", id: frame.participation_id, attributes: { read_marks } } });
      }
      return { newConversation: false };
    }
    case "participation":
      store.merge(frame.participation as Document);
      return { newConversation: false };
    case "resumed":
    case "conversations_changed":
      return { newConversation: true };
    case "notification":
      return { newConversation: false };
  }
}

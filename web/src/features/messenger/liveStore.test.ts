import type { Document } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { JsonApiStore } from "../../api/store.ts";
import type { LiveFrame } from "../../app/live/frames.ts";
import { applyLiveFrame } from "./liveStore.ts";

/** A message frame as the server pushes it: the participation as read when it was made, and the message. */
function messageFrame(messageId: string, at: string, unread: number): LiveFrame {
  return {
    type: "message",
    participation: {
      data: {
        type: "participations",
        id: "5",
        attributes: { last_message_at: at, unread_count: unread },
        relationships: { last_message: { data: { type: "messages", id: messageId } } },
      },
    } as Document,
    message: {
      data: { type: "messages", id: messageId, attributes: { content: `at ${at}`, message_at: at } },
    } as Document,
  } as LiveFrame;
}

describe("applyLiveFrame", () => {
  it("keeps every message, and the conversation as its latest frame shows it, when frames cross", () => {
    const store = new JsonApiStore();
    const later = messageFrame("12", "2026-11-29T10:00:02.000Z", 2);
    const earlier = messageFrame("11", "2026-11-29T10:00:01.000Z", 1);

    expect(applyLiveFrame(store, later)).toEqual({ newConversation: true });
    expect(applyLiveFrame(store, earlier)).toEqual({ newConversation: false });

    expect(store.get("messages", "11")?.attributes.content).toBe("at 2026-11-29T10:00:01.000Z");
    expect(store.get("messages", "12")?.attributes.content).toBe("at 2026-11-29T10:00:02.000Z");
    const participation = store.get("participations", "5");
    expect(participation?.attributes).toMatchObject({ last_message_at: "2026-11-29T10:00:02.000Z", unread_count: 2 });
    expect(participation?.relationships.last_message).toEqual({ data: { type: "messages", id: "12" } });
  });

  it("takes the conversation of a frame in order", () => {
    const store = new JsonApiStore();
    applyLiveFrame(store, messageFrame("11", "2026-11-29T10:00:01.000Z", 1));
    applyLiveFrame(store, messageFrame("12", "2026-11-29T10:00:02.000Z", 2));
    expect(store.get("participations", "5")?.attributes).toMatchObject({ unread_count: 2 });
  });

  it("has the lists read again for a conversation it does not know, and when conversations came or went", () => {
    const store = new JsonApiStore();
    expect(applyLiveFrame(store, messageFrame("21", "2026-11-29T10:00:01.000Z", 1)).newConversation).toBe(true);
    expect(applyLiveFrame(store, messageFrame("22", "2026-11-29T10:00:02.000Z", 2)).newConversation).toBe(false);
    expect(applyLiveFrame(store, { type: "conversations_changed" }).newConversation).toBe(true);
  });
});

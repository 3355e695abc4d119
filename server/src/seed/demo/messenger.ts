import { conversations, messages, participations } from "../../db/schema/index.ts";
import { participantKey } from "../../features/messenger/conversations.ts";
import { acceptMessageFile, type MessageFileUpload, recordMessageFile } from "../../features/messenger/files.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { storeThenRecord } from "../../platform/uploads/store.ts";
import { demoIdOf, demoUserIdsToSeed } from "./accounts.ts";
import { drawPng } from "./art-kit.ts";
import { briefingPdf } from "./documents.ts";
import { DEMO_PEOPLE } from "./people.ts";
import { workSvg } from "./work-art.ts";

/** A file sent with a demo message: a picture drawn at seed time, or a briefing as a PDF. */
type DemoFile =
  | { picture: Parameters<typeof workSvg>[0]; by: string; name: string }
  | { pdf: { title: string; lines: string[] }; name: string };

interface DemoMessage {
  from: string;
  text: string;
  /** How long ago it was written. */
  hoursAgo: number;
  files?: DemoFile[];
}

interface DemoConversation {
  /** Who wrote first, then the others. */
  people: string[];
  messages: DemoMessage[];
  /** Who got it as a message request, not yet answered. */
  requestFor?: string[];
  /** How many of the last messages each person has not read yet (they are all by others). */
  unread?: Record<string, number>;
}

/**
 * Mara's and Nordlicht Studio's inboxes, lived in: work talked through with pictures and a
 * briefing, some unread, a group, and a first message from a stranger waiting as a request.
 */
const CONVERSATIONS: DemoConversation[] = [
  {
    people: ["studio", "mara"],
    unread: { mara: 2 },
    messages: [
      {
        from: "studio",
        text: "Hallo Mara, wir arbeiten gerade an der neuen Identität für eine Hamburger Rösterei und suchen eine Illustratorin für die Verpackungsserie. Hättest du im März Zeit?",
        hoursAgo: 96,
      },
      {
        from: "mara",
        text: "Hi! Thanks for thinking of me. March works, I have two weeks free from the 10th. Could you send me a few references for the mood you have in mind?",
        hoursAgo: 94,
      },
      {
        from: "studio",
        text: "Klar, hier unser Moodboard. Warm, ein bisschen nostalgisch, aber nicht verstaubt.",
        hoursAgo: 70,
        files: [{ picture: { style: "pattern", word: "Mood", format: "wide" }, by: "studio", name: "moodboard.png" }],
      },
      {
        from: "mara",
        text: "Love it. Here is a first pencil sketch for the espresso bag, just to see whether we are on the same page.",
        hoursAgo: 30,
        files: [
          { picture: { style: "cover", word: "Espresso", format: "square" }, by: "mara", name: "espresso-sketch.png" },
        ],
      },
      {
        from: "studio",
        text: "Das ist genau die Richtung! Die Kundin ist begeistert.",
        hoursAgo: 5,
      },
      {
        from: "studio",
        text: "Können wir Donnerstag um 10 Uhr kurz telefonieren, um Budget und Zeitplan festzuzurren?",
        hoursAgo: 4.5,
      },
    ],
  },
  {
    people: ["alpenverlag", "mara"],
    messages: [
      {
        from: "alpenverlag",
        text: "Liebe Mara, für unseren neuen Wanderführer durch das Karwendel suchen wir eine Umschlagillustration. Das Briefing hängt an.",
        hoursAgo: 200,
        files: [
          {
            pdf: {
              title: "Briefing: Umschlag Karwendel-Wanderführer",
              lines: [
                "Format: 13,5 x 21 cm, Umschlag mit Klappen",
                "Motiv: Morgenstimmung am Karwendel, eine Wanderin von hinten",
                "Farben: warm, Herbstlicht, Platz für den Titel im oberen Drittel",
                "Abgabe Skizzen: in drei Wochen; Reinzeichnung: vier Wochen danach",
                "Honorar: nach Absprache, inklusive Nutzung für Werbung und E-Book",
              ],
            },
            name: "briefing-karwendel.pdf",
          },
        ],
      },
      {
        from: "mara",
        text: "Thank you, what a lovely project! I have read the briefing and will send you three rough directions by Friday.",
        hoursAgo: 180,
      },
      {
        from: "alpenverlag",
        text: "Wunderbar, wir freuen uns darauf.",
        hoursAgo: 178,
      },
    ],
  },
  {
    people: ["mara", "emily"],
    messages: [
      {
        from: "emily",
        text: "Are you coming to the print fair in Edinburgh next month? I have a table and would love to share it.",
        hoursAgo: 50,
      },
      {
        from: "mara",
        text: "Yes! I just booked my train. Sharing a table sounds perfect, I will bring the new risograph prints.",
        hoursAgo: 26,
      },
    ],
  },
  {
    people: ["oliver", "mara"],
    unread: { mara: 1 },
    messages: [
      {
        from: "oliver",
        text: "Quick question: would you be up for drawing the title screen of our next game? Pixel-friendly, but your ink style.",
        hoursAgo: 12,
        files: [
          {
            picture: { style: "pixels", word: "Level 1", format: "wide" },
            by: "oliver",
            name: "title-screen-draft.png",
          },
        ],
      },
    ],
  },
  {
    people: ["claire", "mara"],
    requestFor: ["mara"],
    unread: { mara: 1 },
    messages: [
      {
        from: "claire",
        text: "Hi Mara, I am writing the words for a children's book about lighthouses and the publisher asked me to find an illustrator. Your harbour posters are exactly the feeling we want. Could we talk?",
        hoursAgo: 20,
      },
    ],
  },
  {
    people: ["studio", "aisha"],
    unread: { studio: 1 },
    messages: [
      {
        from: "studio",
        text: "Hi Aisha, our client wants the booking app to be fully accessible from the first release. Would you review our flows?",
        hoursAgo: 60,
      },
      {
        from: "aisha",
        text: "Happy to. I can do a review with concrete fixes next week; please share the prototype link and the user stories.",
        hoursAgo: 8,
      },
    ],
  },
  {
    people: ["felix", "studio"],
    messages: [
      {
        from: "felix",
        text: "Die Animation fürs Logo ist fertig, ich schicke euch heute Abend den Link zum Render.",
        hoursAgo: 40,
      },
      {
        from: "studio",
        text: "Super, danke Felix! Wir schauen es uns morgen früh im Team an.",
        hoursAgo: 39,
      },
    ],
  },
  {
    people: ["studio", "mara", "felix"],
    unread: { mara: 1 },
    messages: [
      {
        from: "studio",
        text: "Kick-off für die Röstereikampagne: Mara übernimmt die Illustrationen, Felix animiert sie für Social. Passt euch Montag, 14 Uhr?",
        hoursAgo: 28,
      },
      { from: "felix", text: "Montag passt mir.", hoursAgo: 27 },
      { from: "mara", text: "Monday 2 pm works for me too. Looking forward!", hoursAgo: 22 },
      {
        from: "felix",
        text: "Hier ein erster Test, wie sich die Bohnen bewegen könnten.",
        hoursAgo: 3,
        files: [{ picture: { style: "frames", word: "Motion", format: "wide" }, by: "felix", name: "motion-test.png" }],
      },
    ],
  },
  {
    people: ["jonas", "studio"],
    requestFor: ["studio"],
    unread: { studio: 1 },
    messages: [
      {
        from: "jonas",
        text: "Hallo Nordlicht-Team, ich bin Reportagefotograf und habe gesehen, dass ihr Outdoor-Marken betreut. Ich würde euch gern mein Portfolio zeigen.",
        hoursAgo: 16,
      },
    ],
  },
];

const HOUR = 60 * 60 * 1000;

/** The file of a demo message as the upload path would keep it. */
async function demoFile(file: DemoFile): Promise<MessageFileUpload> {
  if ("pdf" in file)
    return acceptMessageFile({ bytes: briefingPdf(file.pdf.title, file.pdf.lines), fileName: file.name });
  const person = DEMO_PEOPLE.find((p) => p.handle === file.by);
  const palette = person?.art.palette ?? ["#1d2b4c", "#e4572e", "#f3a712", "#f6efe4"];
  const bytes = await drawPng(workSvg(file.picture, palette, `message-${file.name}`, 960));
  return acceptMessageFile({ bytes, fileName: file.name });
}

/**
 * The demo world's conversations, with their files stored as uploads are, and each person's read
 * marks and unread counts as the messages left them. Runs once: when any demo person takes part
 * in a conversation, the messenger is left as its users keep it.
 */
export async function seedDemoMessenger(deps: Pick<AppDeps, "db" | "storage" | "log">): Promise<void> {
  const ids = await demoUserIdsToSeed(deps.db, participations.userId);
  if (!ids) return;
  const id = (handle: string) => demoIdOf(ids, handle);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(Math.round(now - hoursAgo * HOUR));

  for (const conversation of CONVERSATIONS) {
    const files = await Promise.all(conversation.messages.map((m) => Promise.all((m.files ?? []).map(demoFile))));
    await storeThenRecord(
      deps,
      files.flat().map((f) => f.object),
      () =>
        deps.db.transaction(async (tx) => {
          const people = conversation.people.map(id);
          const [row] = await tx
            .insert(conversations)
            .values({
              participantKey: participantKey(people),
              startedById: people[0],
              createdAt: at(conversation.messages[0].hoursAgo),
            })
            .returning({ id: conversations.id });
          const written = await tx
            .insert(messages)
            .values(
              conversation.messages.map((m) => ({
                conversationId: row.id,
                senderId: id(m.from),
                content: m.text,
                createdAt: at(m.hoursAgo),
              })),
            )
            .returning({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt });
          for (const [i, message] of written.entries()) {
            for (const file of files[i]) await recordMessageFile(tx, file, message);
          }
          const last = written[written.length - 1];
          await tx.insert(participations).values(
            conversation.people.map((handle) => {
              const unread = conversation.unread?.[handle] ?? 0;
              const readUpTo = written[written.length - 1 - unread];
              return {
                conversationId: row.id,
                userId: id(handle),
                status: conversation.requestFor?.includes(handle) ? ("request" as const) : ("inbox" as const),
                lastMessageAt: last.createdAt,
                unreadCount: unread,
                lastReadAt: readUpTo?.createdAt ?? null,
                createdAt: written[0].createdAt,
              };
            }),
          );
        }),
    );
  }
}

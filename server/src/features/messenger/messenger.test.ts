import { MESSENGER_LIMITS } from "@atelier/common";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock, buildConnection, buildMembership } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { noticesHeard } from "../../../test/notices.ts";
import { analyzedPlanOf, plansOf, wholeTableScans } from "../../../test/plans.ts";
import { buildMember } from "../../../test/social.ts";
import { statementsOf } from "../../../test/statements.ts";
import { imageOf, pdfOf, upload } from "../../../test/uploads.ts";
import { users } from "../../db/schema/index.ts";
import { issueAccountToken } from "../../platform/auth/account-tokens.ts";
import { hashPassword } from "../../platform/auth/passwords.ts";
import { eventOf, type LiveEvent } from "../../platform/bus/bus.ts";
import { subscriptionsSettled } from "../../platform/live/channel.ts";
import { sendMessageWithReaders } from "./messages.ts";
import { messengerCountsInTurn, requireParticipation } from "./participations.ts";
import { type OtherParticipant, writeRefusal, writeRefusalOf } from "./policy.ts";

const STATUSES = ["inbox", "request", "declined"] as const;

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;
type Body = {
  data: { id: string; type: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };
  included?: { id: string; type: string; attributes: Record<string, unknown> }[];
};
type ListBody = {
  data: { id: string; type: string; attributes: Record<string, unknown> }[];
  included?: { id: string; type: string; attributes: Record<string, unknown> }[];
  meta: Record<string, unknown>;
};

const member = (name: string, overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(db, { name, ...overrides });

/** Two members who may write to each other: connected. */
async function connectedPair(a: string, b: string) {
  const [one, two] = await Promise.all([member(a), member(b)]);
  await buildConnection(db, { requesterId: one.user.id, connecteeId: two.user.id, status: "confirmed" });
  return [one, two] as const;
}

const start = (from: Member, to: Member[], messageContent: string) =>
  request(ctx.app, "POST", "/api/v1/messenger/conversations", {
    headers: from.headers,
    type: "conversations",
    attributes: { participant_ids: to.map((m) => m.user.id).join(","), message_content: messageContent },
  });

const write = (from: Member, participationId: string, content: string) =>
  request(ctx.app, "POST", `/api/v1/messenger/participations/${participationId}/messages`, {
    headers: from.headers,
    type: "messages",
    attributes: { content },
  });

const get = (who: Member, url: string) => request(ctx.app, "GET", `/api/v1/messenger${url}`, { headers: who.headers });

async function list(who: Member, folder = "inbox") {
  const reply = await get(who, `/participations?filter[folder]=${folder}`);
  expect(reply.statusCode).toBe(200);
  return reply.json() as ListBody;
}

async function counts(who: Member) {
  return ((await get(who, "/counts")).json() as Body).data.attributes;
}

/** The participation of `who` in the conversation they share with `with_`. */
async function participationOf(who: Member, others: Member[]) {
  const reply = await get(who, `/conversations?participant_ids=${others.map((m) => m.user.id).join(",")}`);
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { data: Body["data"] | null }).data;
}

async function messagesOf(who: Member, participationId: string, query = "") {
  const reply = await get(who, `/participations/${participationId}/messages${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as ListBody;
}

describe("starting and continuing conversations", () => {
  it("starts a conversation, reuses it for the same people, and lists it first for both", async () => {
    const [ada, ben] = await connectedPair("Ada Writer", "Ben Reader");
    const first = await start(ada, [ben], "Hello Ben, about the poster series");
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json() as Body;
    expect(body.data.type).toBe("participations");
    expect(body.data.attributes).toMatchObject({ status: "inbox", unread_count: 0, write_refusal: null });
    const included = body.included ?? [];
    expect(included.find((r) => r.type === "users")?.attributes).toMatchObject({
      name: "Ben Reader",
      is_available: true,
    });
    expect(included.find((r) => r.type === "messages")?.attributes).toMatchObject({
      content: "Hello Ben, about the poster series",
      is_mine: true,
    });

    const again = await start(ada, [ben], "And one more thing");
    expect(again.statusCode).toBe(200);
    expect((again.json() as Body).data.id).toBe(body.data.id);

    const bens = await list(ben);
    expect(bens.data).toHaveLength(1);
    expect(bens.data[0].attributes).toMatchObject({ status: "inbox", unread_count: 2 });
    expect(bens.included?.find((r) => r.type === "messages")?.attributes.content).toBe("And one more thing");
    expect(await counts(ben)).toMatchObject({ unread_messages: 2, unread_conversations: 1, message_requests: 0 });

    // Ben's reply goes into the same conversation, from his side.
    const reply = await write(ben, bens.data[0].id, "Thanks, Ada!");
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await participationOf(ada, [ben]))?.id).toBe(body.data.id);
    expect(await counts(ben)).toMatchObject({ unread_messages: 0 });
    expect(await counts(ada)).toMatchObject({ unread_messages: 1 });
  });

  it("refuses oneself, nobody, hidden and unknown people with the attribute named", async () => {
    const [ada] = await Promise.all([member("Ada Alone")]);
    const self = await start(ada, [ada], "Hi me");
    expect(self.statusCode).toBe(422);
    expect(self.json().errors[0]).toMatchObject({
      code: "no_participants",
      source: { pointer: "/data/attributes/participant_ids" },
    });
    const none = await request(ctx.app, "POST", "/api/v1/messenger/conversations", {
      headers: ada.headers,
      type: "conversations",
      attributes: { participant_ids: "", message_content: "Hi" },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0].source.pointer).toBe("/data/attributes/participant_ids");
    const unknown = await request(ctx.app, "POST", "/api/v1/messenger/conversations", {
      headers: ada.headers,
      type: "conversations",
      attributes: { participant_ids: "987654321", message_content: "Hi" },
    });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await start(ada, [await member("Long Reader")], "x".repeat(MESSENGER_LIMITS.content + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0].source.pointer).toBe("/data/attributes/message_content");
  });

  it("keeps to each recipient's message setting when starting, not when continuing", async () => {
    const [ada, nobody, connectionsOnly] = await Promise.all([
      member("Ada Asker"),
      member("Nora Nobody", { messagePermission: "nobody" }),
      member("Cleo Connections", { messagePermission: "connections" }),
    ]);
    const refused = await start(ada, [nobody], "May I?");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: "messages_not_accepted",
      source: { pointer: "/data/attributes/participant_ids" },
    });
    expect((await start(ada, [connectionsOnly], "Hello")).statusCode).toBe(403);
    await buildConnection(db, { requesterId: ada.user.id, connecteeId: connectionsOnly.user.id, status: "confirmed" });
    expect((await start(ada, [connectionsOnly], "Hello")).statusCode).toBe(201);
    // Once they talk, a stricter setting no longer ends the conversation.
    await db.update(users).set({ messagePermission: "nobody" }).where(eq(users.id, connectionsOnly.user.id));
    expect((await start(ada, [connectionsOnly], "Still there?")).statusCode).toBe(200);
  });

  it("writes to several people at once, up to the limit", async () => {
    const people = await Promise.all(["Gia", "Hal", "Ivy"].map((n) => member(`${n} Group`)));
    const [gia, hal, ivy] = people;
    const group = await start(gia, [hal, ivy], "Hello both");
    expect(group.statusCode, group.body).toBe(201);
    const relationships = (group.json() as Body).data.relationships as { participants: { data: unknown[] } };
    expect(relationships.participants.data).toHaveLength(2);
    // The same people in another order are the same conversation; a subset is another one.
    expect((await start(gia, [ivy, hal], "Again")).statusCode).toBe(200);
    expect((await start(gia, [hal], "Just you")).statusCode).toBe(201);
    const crowd = await request(ctx.app, "POST", "/api/v1/messenger/conversations", {
      headers: gia.headers,
      type: "conversations",
      attributes: {
        participant_ids: Array.from({ length: MESSENGER_LIMITS.participants }, (_, i) => i + 1).join(","),
        message_content: "Too many",
      },
    });
    expect(crowd.statusCode).toBe(422);
  });

  it("limits a writer to 30 new conversations an hour and 60 messages a minute, wherever they write from", async () => {
    const writer = await member("Rex Busy");
    const people = await Promise.all(Array.from({ length: 31 }, (_, i) => member(`Reader ${i} Busy`)));
    for (const reader of people.slice(0, 30)) expect((await start(writer, [reader], "Hello")).statusCode).toBe(201);
    const refused = await start(writer, [people[30]], "Hello");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Nothing of the refused one was kept; writing in a conversation one has goes on.
    expect((await list(people[30], "requests")).data).toEqual([]);
    const again = await start(writer, [people[0]], "Me again");
    expect(again.statusCode).toBe(200);
    const participationId = (again.json() as Body).data.id;
    // 31 messages written so far; the 61st within the minute is refused, by either way of writing.
    for (let n = 32; n <= 60; n++) expect((await write(writer, participationId, `Note ${n}`)).statusCode).toBe(201);
    const tooMany = await write(writer, participationId, "One too many");
    expect(tooMany.statusCode).toBe(429);
    expect((tooMany.json() as { errors: { code: string }[] }).errors[0].code).toBe("rate_limited");
    const wait = Number(tooMany.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await start(writer, [people[1]], "Also too many")).statusCode).toBe(429);
    expect((await messagesOf(writer, participationId)).data.map((m) => m.attributes.content)).not.toContain(
      "One too many",
    );
    // The minute slides: once the first ten are older than a minute, ten more may go, and no more.
    await db.execute(sql`update messages set created_at = created_at - interval '61 seconds'
      where id in (select id from messages where sender_id = ${writer.user.id} order by id limit 10)`);
    for (let n = 0; n < 10; n++) expect((await write(writer, participationId, `Later ${n}`)).statusCode).toBe(201);
    expect((await write(writer, participationId, "Still too many")).statusCode).toBe(429);
  });

  it("counts the messages a writer sends side by side, in one statement, within the limit", async () => {
    const writer = await member("Sue Quick");
    const readers = await Promise.all(Array.from({ length: 4 }, (_, i) => member(`Reader ${i} Quick`)));
    const ids = [];
    for (const reader of readers) ids.push(Number(((await start(writer, [reader], "Hi")).json() as Body).data.id));
    // 4 written; 54 more written a while ago but within the minute leave room for 2.
    await db.execute(sql`insert into messages (conversation_id, sender_id, content, created_at)
      select conversation_id, ${writer.user.id}, 'Earlier', now() - interval '30 seconds'
      from participations, generate_series(1, 54) where id = ${ids[0]}`);
    const results = await Promise.allSettled(ids.map((id) => sendMessageWithReaders(db, writer.user.id, id, "Now")));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected"]);
    expect(results.map((r) => (r.status === "rejected" ? (r.reason as { status: number }).status : 201))).toEqual([
      201, 201, 429, 429,
    ]);
  });
});

describe("who reads and writes a conversation", () => {
  it("is a 404 to everyone but its participants, by any guessed id", async () => {
    const [ada, ben] = await connectedPair("Ada Private", "Ben Private");
    const eve = await member("Eve Guesser");
    const id = ((await start(ada, [ben], "Just us")).json() as Body).data.id;
    for (const reply of [
      await get(eve, `/participations/${id}`),
      await get(eve, `/participations/${id}/messages`),
      await write(eve, id, "Let me in"),
      await request(ctx.app, "PATCH", `/api/v1/messenger/participations/${id}/accept`, { headers: eve.headers }),
    ]) {
      expect(reply.statusCode).toBe(404);
    }
    const visitor = await request(ctx.app, "GET", `/api/v1/messenger/participations/${id}`);
    expect(visitor.statusCode).toBe(403);
    expect((await list(eve)).data).toEqual([]);
  });

  it("ends writing both ways with a block and hides the blocker from the blocked", async () => {
    const [ada, ben] = await connectedPair("Ada Blocker", "Ben Blocked");
    const adas = ((await start(ada, [ben], "Before the block")).json() as Body).data.id;
    const bens = (await participationOf(ben, [ada]))?.id as string;
    await buildBlock(db, { blockerId: ada.user.id, blockedId: ben.user.id });

    // The blocked no longer sees the conversation at all.
    expect((await get(ben, `/participations/${bens}`)).statusCode).toBe(404);
    expect((await write(ben, bens, "Why?")).statusCode).toBe(404);
    expect((await list(ben)).data).toEqual([]);
    // The blocker reads it, and is told why writing is closed.
    const seen = await get(ada, `/participations/${adas}`);
    expect((seen.json() as Body).data.attributes.write_refusal).toBe("blocked");
    const refused = await write(ada, adas, "After the block");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe("blocked");
    // Nor can a new conversation reach the blocker.
    expect((await start(ben, [ada], "New try")).statusCode).toBe(404);
  });

  it("closes writing to a deactivated account", async () => {
    const [ada, ben] = await connectedPair("Ada Stays", "Ben Leaves");
    const id = ((await start(ada, [ben], "Are you there?")).json() as Body).data.id;
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ben.user.id));
    const reply = await write(ada, id, "Hello?");
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errors[0].code).toBe("unavailable");
    const shown = (await get(ada, `/participations/${id}`)).json() as Body;
    expect(shown.included?.find((r) => r.type === "users")?.attributes).toMatchObject({
      name: null,
      is_available: false,
    });
  });
});

describe("message requests", () => {
  it("lets a premium member write to those who take messages from their connections alone, as a request", async () => {
    const [free, premium, connectionsOnly, nobody] = await Promise.all([
      member("Fred Free"),
      member("Pia Premium"),
      member("Cora Connections", { messagePermission: "connections" }),
      member("Nina Nobody", { messagePermission: "nobody" }),
    ]);
    await buildMembership(db, { userId: premium.user.id, startsAt: new Date(Date.now() - 1000) });
    expect((await start(free, [connectionsOnly], "Hello")).statusCode).toBe(403);
    expect((await start(premium, [connectionsOnly], "Hello from premium")).statusCode).toBe(201);
    const requests = await list(connectionsOnly, "requests");
    expect(requests.data.map((p) => p.attributes.status)).toEqual(["request"]);
    // "Nobody" means nobody, premium or not.
    expect((await start(premium, [nobody], "Hello")).statusCode).toBe(403);
  });

  it("puts a stranger's first message among requests; accepting moves it to the inbox", async () => {
    const [stranger, mara] = await Promise.all([member("Sam Stranger"), member("Mara Requested")]);
    expect((await start(stranger, [mara], "Hi, I liked your work")).statusCode).toBe(201);
    expect((await list(mara)).data).toEqual([]);
    const requests = await list(mara, "requests");
    expect(requests.data).toHaveLength(1);
    expect(requests.data[0].attributes.status).toBe("request");
    expect(await counts(mara)).toMatchObject({ unread_messages: 0, message_requests: 1 });
    // The header reads the same counts with the member's account.
    const me = await request(ctx.app, "GET", "/api/v1/me", { headers: mara.headers });
    expect(me.json().data.attributes).toMatchObject({ unread_messages_count: 0, message_requests_count: 1 });
    // The sender's side is a normal conversation.
    expect((await list(stranger)).data).toHaveLength(1);

    const accepted = await request(ctx.app, "PATCH", `/api/v1/messenger/participations/${requests.data[0].id}/accept`, {
      headers: mara.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as Body).data.attributes.status).toBe("inbox");
    expect(await counts(mara)).toMatchObject({ unread_messages: 1, message_requests: 0 });
  });

  it("declining hides the request and closes writing for its sender", async () => {
    const [stranger, mara] = await Promise.all([member("Sid Stranger"), member("Mara Declines")]);
    const strangers = ((await start(stranger, [mara], "Buy my course")).json() as Body).data.id;
    const request_ = (await list(mara, "requests")).data[0];
    const declined = await request(ctx.app, "PATCH", `/api/v1/messenger/participations/${request_.id}/decline`, {
      headers: mara.headers,
    });
    expect(declined.statusCode).toBe(200);
    expect((await list(mara, "requests")).data).toEqual([]);
    expect(await counts(mara)).toMatchObject({ message_requests: 0 });
    const refused = await write(stranger, strangers, "Hello??");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe("declined");
    // An inbox conversation is no request to decline.
    const again = await request(ctx.app, "PATCH", `/api/v1/messenger/participations/${strangers}/decline`, {
      headers: stranger.headers,
    });
    expect(again.statusCode).toBe(422);
  });

  it("lets someone the recipient wrote to before straight into the inbox", async () => {
    const [ada, ben, cleo] = await Promise.all([member("Ada Former"), member("Ben Former"), member("Cleo Former")]);
    // Ben wrote to Ada first (a request for Ada), so Ada writing to Ben and Cleo lands in Ben's inbox.
    await start(ben, [ada], "Hello Ada");
    await start(ada, [ben, cleo], "Hello both");
    const bens = await list(ben);
    expect(bens.data.map((p) => p.attributes.status)).toEqual(["inbox", "inbox"]);
    expect((await list(cleo, "requests")).data).toHaveLength(1);
  });
});

describe("reading", () => {
  it("marks a conversation read when opened, and shows the writer it was seen", async () => {
    const [ada, ben] = await connectedPair("Ada Seen", "Ben Seeing");
    const adas = ((await start(ada, [ben], "Seen yet?")).json() as Body).data.id;
    const before = (await get(ada, `/participations/${adas}`)).json() as Body;
    expect(before.data.attributes.read_marks).toEqual([{ user_id: ben.user.id.toString(), read_at: null }]);

    const bens = (await list(ben)).data[0];
    expect(bens.attributes.unread_count).toBe(1);
    const opened = (await get(ben, `/participations/${bens.id}`)).json() as Body;
    expect(opened.data.attributes.unread_count).toBe(0);
    expect(await counts(ben)).toMatchObject({ unread_messages: 0 });

    const after = (await get(ada, `/participations/${adas}`)).json() as Body;
    const [mark] = after.data.attributes.read_marks as { read_at: string }[];
    const messageAt = after.included?.find((r) => r.type === "messages")?.attributes.message_at as string;
    expect(mark.read_at).toBe(messageAt);
  });

  it("pages older messages by time and id, oldest first within a page, nothing lost or doubled", async () => {
    const [ada, ben] = await connectedPair("Ada Pager", "Ben Pager");
    const id = ((await start(ada, [ben], "Message 1")).json() as Body).data.id;
    const bens = (await participationOf(ben, [ada]))?.id as string;
    for (let i = 2; i <= 12; i++) {
      const reply = i % 2 ? await write(ada, id, `Message ${i}`) : await write(ben, bens, `Message ${i}`);
      expect(reply.statusCode).toBe(201);
    }

    const seen: string[] = [];
    let page = await messagesOf(ada, id, "?page[size]=4");
    for (;;) {
      const contents = page.data.map((m) => m.attributes.content as string);
      seen.unshift(...contents);
      if (!page.meta.has_older) break;
      const oldest = page.data[0];
      page = await messagesOf(
        ada,
        id,
        `?page[size]=4&filter[with_message_at_before]=${encodeURIComponent(oldest.attributes.message_at as string)}` +
          `&filter[with_message_id_before]=${oldest.id}`,
      );
    }
    const written = seen.map((c) => Number(c.split(" ")[1]));
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(new Set(written).size).toBe(written.length);
    expect(written).toContain(1);
    expect(written).toContain(12);

    const bad = await get(ada, `/participations/${id}/messages?filter[with_message_at_before]=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.parameter).toBe("filter[with_message_at_before]");
  });
});

describe("attachments", () => {
  it("attaches files by their content, serves them to participants only, and lets the sender take one back", async () => {
    const [ada, ben] = await connectedPair("Ada Files", "Ben Files");
    const eve = await member("Eve Files");
    const started = (await start(ada, [ben], "")).json() as Body;
    const messageId = started.included?.find((r) => r.type === "messages")?.id as string;
    const url = `/api/v1/messenger/participations/${started.data.id}/messages/${messageId}/files`;

    const image = await upload(ctx.app, url, ada.headers, await imageOf(64, 48, "png"), { fileName: "sketch.pdf" });
    expect(image.statusCode, image.body).toBe(201);
    expect((image.json() as Body).data.attributes).toMatchObject({
      filename: "sketch.png",
      content_type: "image/png",
      is_image: true,
      width: 64,
      height: 48,
    });
    const pdf = await upload(ctx.app, url, ada.headers, pdfOf("Brief"), { fileName: "brief.pdf" });
    expect(pdf.statusCode).toBe(201);
    const script = await upload(ctx.app, url, ada.headers, Buffer.from("<script>alert(1)</script>"), {
      fileName: "notes.pdf",
    });
    expect(script.statusCode).toBe(415);
    // Only the message's sender attaches to it.
    const bens = (await participationOf(ben, [ada]))?.id as string;
    const foreign = await upload(
      ctx.app,
      `/api/v1/messenger/participations/${bens}/messages/${messageId}/files`,
      ben.headers,
      pdfOf("x"),
    );
    expect(foreign.statusCode).toBe(404);

    const page = await messagesOf(ben, bens);
    const files = page.included?.filter((r) => r.type === "message_files") ?? [];
    expect(files.map((f) => f.attributes.filename)).toEqual(["sketch.png", "brief.pdf"]);
    const fileUrl = files[0].attributes.url as string;
    const download = await request(ctx.app, "GET", fileUrl, { headers: ben.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect((await request(ctx.app, "GET", fileUrl, { headers: eve.headers })).statusCode).toBe(404);
    expect((await request(ctx.app, "GET", fileUrl)).statusCode).toBe(403);

    const pdfId = (pdf.json() as Body).data.id;
    const foreignDelete = await request(ctx.app, "DELETE", `/api/v1/messenger/files/${pdfId}`, {
      headers: ben.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const removed = await request(ctx.app, "DELETE", `/api/v1/messenger/files/${pdfId}`, { headers: ada.headers });
    expect(removed.statusCode).toBe(204);
    const after = await messagesOf(ben, bens);
    expect(after.included?.filter((r) => r.type === "message_files")).toHaveLength(1);
  });
});

describe("statement budgets", () => {
  it("lists conversations in at most 4 statements, opens one in 3 and sends a message with its frames in 2", async () => {
    const ada = await member("Ada Budget");
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`Friend ${i} Budget`)));
    for (const other of others) {
      await buildConnection(db, { requesterId: ada.user.id, connecteeId: other.user.id, status: "confirmed" });
      await start(ada, [other], `Hello ${other.user.name}`);
    }
    // The connections' notices take Ada's kept session away whenever they arrive: before, not during, what is counted.
    await noticesHeard(ctx);
    const listed = await statementsOf(() => get(ada, "/participations"));
    expect(listed.result.statusCode).toBe(200);
    expect((listed.result.json() as ListBody).data).toHaveLength(6);
    expect(listed.statements.length, listed.statements.join("\n")).toBeLessThanOrEqual(4);

    const id = (listed.result.json() as ListBody).data[0].id;
    const opened = await statementsOf(() => get(ada, `/participations/${id}/messages`));
    expect(opened.result.statusCode).toBe(200);
    expect(opened.statements.length, opened.statements.join("\n")).toBeLessThanOrEqual(3);

    const sent = await statementsOf(() => write(ada, id, "Within budget"));
    expect(sent.result.statusCode).toBe(201);
    expect(sent.statements.length, sent.statements.join("\n")).toBeLessThanOrEqual(2);

    // A message cannot change what a session carries: the next write, too, goes without reading it.
    const again = await statementsOf(() => write(ada, id, "And again"));
    expect(again.result.statusCode).toBe(201);
    expect(again.statements.filter((s) => /from "sessions"/.test(s))).toEqual([]);
    // One statement reading what the message depends on, writing it and bringing back the conversation
    // as each of its people sees it after it; then their counts. No outbox run follows.
    expect(again.statements.length, again.statements.join("\n")).toBe(2);
    expect(again.statements.filter((s) => /event_outbox/.test(s))).toEqual([]);
  });
});

describe("reads in index order", () => {
  it("lists conversations, opens one and writes in it without sorting by time: long conversations cost what short ones do", async () => {
    const [ada, ben] = await connectedPair("Ada Ordered", "Ben Ordered");
    const id = ((await start(ada, [ben], "First")).json() as Body).data.id;
    for (let i = 0; i < 5; i++) expect((await write(ada, id, `Again ${i}`)).statusCode).toBe(201);

    const reads = [
      await statementsOf(() => get(ada, "/participations")),
      await statementsOf(() => get(ada, `/participations/${id}/messages`)),
      await statementsOf(() => write(ada, id, "Once more")),
    ];
    const plans = (await Promise.all(reads.map(({ sent }) => plansOf(db, sent)))).flat();
    expect(plans.some((plan) => plan.includes("messages_conversation_time_idx"))).toBe(true);
    expect(plans.some((plan) => plan.includes("participations_user_list_idx"))).toBe(true);
    for (const plan of plans) expect(plan).not.toMatch(/Sort Key: [^\n]*(created_at|last_message_at)/);
  });

  it("finds a conversation's participations and messages through their indexes, never reading a whole table", async () => {
    const [ada, ben] = await connectedPair("Ada Narrow", "Ben Narrow");
    const id = ((await start(ada, [ben], "First")).json() as Body).data.id;
    const reads = [
      await statementsOf(() => get(ada, "/participations")),
      await statementsOf(() => get(ada, `/participations/${id}/messages`)),
      await statementsOf(() => write(ada, id, "Once more")),
      await statementsOf(() => get(ben, "/counts")),
    ];
    const plans = (await Promise.all(reads.map(({ sent }) => plansOf(db, sent)))).flat();
    expect(plans.length).toBeGreaterThanOrEqual(5);
    for (const plan of plans) {
      expect(wholeTableScans(plan, "participations"), plan).toEqual([]);
      expect(wholeTableScans(plan, "messages"), plan).toEqual([]);
    }
  });

  it("asks who sees a conversation only of those its counts add up, however many were read long ago", async () => {
    const ada = await member("Ada Many");
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => member(`Reader ${i} Many`)));
    for (const reader of people) expect((await start(ada, [reader], "Hello")).statusCode).toBe(201);
    const answered = String((await participationOf(people[0], [ada]))?.id);
    expect((await write(people[0], answered, "Hello back")).statusCode).toBe(201);

    const read = await statementsOf(() => get(ada, "/counts"));
    expect((read.result.json() as { data: { attributes: Record<string, number> } }).data.attributes).toMatchObject({
      unread_messages: 1,
    });
    const counts = read.sent.filter((s) => s.sql.includes('"unread_count"'));
    expect(counts).toHaveLength(1);
    const plan = await analyzedPlanOf(db, counts[0], `'{${ada.user.id}}'`);
    // Each check of who sees a conversation is a subplan: it runs for the one unread conversation alone.
    const runs = [...plan.matchAll(/SubPlan \d+\n\s*->[^\n]*loops=(\d+)/g)].map((m) => Number(m[1]));
    expect(runs.length, plan).toBeGreaterThan(0);
    expect(Math.max(...runs), plan).toBe(1);
  });
});

describe("reads that messages sent side by side share", () => {
  it("read the counts asked for within one turn in one statement, and keep nothing to the next", async () => {
    const [ada, ben] = await connectedPair("Ada Turn", "Ben Turn");
    const adas = ((await start(ada, [ben], "One")).json() as Body).data.id;
    const inTurn = await statementsOf(() =>
      Promise.all([messengerCountsInTurn(db, [ben.user.id]), messengerCountsInTurn(db, [ada.user.id, ben.user.id])]),
    );
    expect(inTurn.statements).toHaveLength(1);
    const [forBen, forBoth] = inTurn.result;
    expect(forBen.get(ben.user.id)).toMatchObject({ unreadMessages: 1, messageRequests: 0 });
    expect(forBoth.get(ben.user.id)).toEqual(forBen.get(ben.user.id));
    expect(forBoth.get(ada.user.id)).toMatchObject({ unreadMessages: 0 });

    expect((await write(ada, adas, "Two")).statusCode).toBe(201);
    expect((await messengerCountsInTurn(db, [ben.user.id])).get(ben.user.id)).toMatchObject({ unreadMessages: 2 });
  });

  it("read the writers' participations in one statement, each its own writer's alone", async () => {
    const [ada, ben] = await connectedPair("Ada Side", "Ben Side");
    const eve = await member("Eve Side");
    const adas = Number(((await start(ada, [ben], "Hello")).json() as Body).data.id);
    const bens = Number((await participationOf(ben, [ada]))?.id);
    const read = await statementsOf(() =>
      Promise.allSettled([
        requireParticipation(db, ada.user.id, adas),
        requireParticipation(db, ben.user.id, bens),
        requireParticipation(db, eve.user.id, adas),
      ]),
    );
    expect(read.statements).toHaveLength(1);
    const [forAda, forBen, forEve] = read.result;
    expect(forAda.status === "fulfilled" && forAda.value).toMatchObject({ id: adas, userId: ada.user.id });
    expect(forBen.status === "fulfilled" && forBen.value).toMatchObject({ id: bens, userId: ben.user.id });
    expect(forEve.status === "rejected" && forEve.reason).toMatchObject({ status: 404 });
  });

  it("write messages to distinct conversations in one statement with the reads they depend on, and one conversation's in turn", async () => {
    const [ada, ben] = await connectedPair("Ada Batch", "Ben Batch");
    const [cy, dan] = await Promise.all([member("Cy Batch"), member("Dan Batch")]);
    await buildConnection(db, { requesterId: ada.user.id, connecteeId: cy.user.id, status: "confirmed" });
    await buildConnection(db, { requesterId: ada.user.id, connecteeId: dan.user.id, status: "confirmed" });
    const toBen = Number(((await start(ada, [ben], "Hello Ben")).json() as Body).data.id);
    const toCy = Number(((await start(ada, [cy], "Hello Cy")).json() as Body).data.id);
    const toDan = Number(((await start(ada, [dan], "Hello Dan")).json() as Body).data.id);
    await buildBlock(db, { blockerId: ada.user.id, blockedId: dan.user.id });
    const tricky = `Quotes " ' , {braces} \\ back\nslash, "NULL", ${"✎".repeat(3)}`;
    const sent = await statementsOf(() =>
      Promise.allSettled([
        sendMessageWithReaders(db, ada.user.id, toBen, tricky),
        sendMessageWithReaders(db, ada.user.id, toCy, "Second to Cy"),
        sendMessageWithReaders(db, ada.user.id, toBen, "Then Ben again"),
        // Not Ben's participation, though his conversation: as if it did not exist.
        sendMessageWithReaders(db, ben.user.id, toBen, "Posing as Ada"),
        // Ada blocked Dan after she wrote: she still sees the conversation, without writing.
        sendMessageWithReaders(db, ada.user.id, toDan, "Still there?"),
      ]),
    );
    expect(sent.statements, sent.statements.join("\n")).toHaveLength(2);
    expect(sent.statements.every((s) => /insert into "messages"/.test(s))).toBe(true);
    const [first, toCyNow, second, posing, blocked] = sent.result.map((r) =>
      r.status === "fulfilled" ? r.value : r.reason,
    );
    expect(posing).toMatchObject({ status: 404 });
    expect(blocked).toMatchObject({ status: 403, errors: [{ code: "blocked" }] });
    expect(second.message.id).toBeGreaterThan(first.message.id);
    expect(toCyNow.readers.find((r: { userId: number }) => r.userId === cy.user.id)).toMatchObject({ unreadCount: 2 });
    expect(second.readers.find((r: { userId: number }) => r.userId === ben.user.id)).toMatchObject({ unreadCount: 3 });
    expect(first.readers.find((r: { userId: number }) => r.userId === ben.user.id)).toMatchObject({ unreadCount: 2 });
    const bens = (await participationOf(ben, [ada]))?.id as string;
    const contents = (await messagesOf(ben, bens)).data.map((m) => m.attributes.content);
    expect(contents).toEqual(["Hello Ben", tricky, "Then Ben again"]);
    expect(await counts(cy)).toMatchObject({ unread_messages: 2 });
    const adasWithDan = (await messagesOf(ada, String(toDan))).data.map((m) => m.attributes.content);
    expect(adasWithDan).toEqual(["Hello Dan"]);
  });

  it("refuse a message in SQL for the very reasons the policy gives", async () => {
    const kinds = STATUSES.flatMap((status) =>
      [false, true].flatMap((deactivated) =>
        [false, true].flatMap((blockedMe) =>
          [false, true].map((blockedByMe) => ({
            userId: 1,
            status,
            lastReadAt: null,
            deactivated,
            blockedMe,
            blockedByMe,
          })),
        ),
      ),
    );
    const conversations: OtherParticipant[][] = [
      [],
      ...kinds.map((o) => [o]),
      ...kinds.flatMap((a) => kinds.map((b) => [a, b])),
    ];
    const json = sql`${JSON.stringify(conversations)}::json`;
    const { rows } = (await db.execute(
      sql`select ${writeRefusalOf(sql`"c"."others"`)} as refusal from json_array_elements(${json}) with ordinality as "c"(others, n) order by n`,
    )) as unknown as { rows: { refusal: string | null }[] };
    expect(rows.map((row) => row.refusal)).toEqual(conversations.map((others) => writeRefusal(others)));
    expect(new Set(rows.map((row) => row.refusal))).toEqual(new Set([null, "blocked", "unavailable", "declined"]));
  });
});

describe("live delivery", () => {
  let markers = 0;

  /** The frames a user's open clients receive, once every event so far is delivered. */
  async function listen(who: Member) {
    const heard: LiveEvent[] = [];
    const unsubscribe = ctx.deps.bus.subscribe(who.user.id, (frame) => heard.push(eventOf(frame)));
    await subscriptionsSettled(ctx.deps.bus);
    return {
      async frames() {
        await ctx.deps.events.drain();
        // Through Redis a frame arrives a moment after its publish; a marker published after them arrives last.
        const marker = { type: "marker", id: ++markers };
        await ctx.deps.bus.publish(who.user.id, marker);
        await expect.poll(() => heard.some((e) => e.type === "marker" && e.id === marker.id)).toBe(true);
        return heard.splice(0).filter((e) => e.type !== "marker");
      },
      unsubscribe,
    };
  }

  it("brings a message, its files, the seen mark and the counts to the people of the conversation", async () => {
    const [ada, ben] = await connectedPair("Ada Live", "Ben Live");
    const ben$ = await listen(ben);
    const ada$ = await listen(ada);
    const started = (await start(ada, [ben], "Live hello")).json() as Body;

    const toBen = await ben$.frames();
    const message = toBen.find((f) => f.type === "message") as unknown as {
      participation: { data: { id: string; attributes: { unread_count: number } } };
      message: { data: { attributes: { content: string; is_mine: boolean } } };
      counts: unknown;
    };
    expect(message.message.data.attributes).toMatchObject({ content: "Live hello", is_mine: false });
    expect(message.participation.data.attributes.unread_count).toBe(1);
    // The message carries the reader's counts: no frame of their own follows.
    expect(message.counts).toEqual({ unread_messages_count: 1, message_requests_count: 0 });
    expect(toBen.map((f) => f.type)).not.toContain("counts");
    // The writer's other tabs get the message too, as theirs, with their counts: the conversation
    // started may be one they had, with messages they had not read.
    const toAda = await ada$.frames();
    expect(toAda.map((f) => f.type)).toEqual(["message"]);
    expect(toAda[0].counts).toEqual({ unread_messages_count: 0, message_requests_count: 0 });

    const messageId = started.included?.find((r) => r.type === "messages")?.id as string;
    await upload(
      ctx.app,
      `/api/v1/messenger/participations/${started.data.id}/messages/${messageId}/files`,
      ada.headers,
      pdfOf("Live brief"),
      { fileName: "brief.pdf" },
    );
    const fileFrame = (await ben$.frames()).find((f) => f.type === "message_file") as unknown as {
      participation_id: string;
      file: { data: { attributes: { filename: string; message_id: string } } };
    };
    expect(fileFrame.participation_id).toBe(message.participation.data.id);
    expect(fileFrame.file.data.attributes).toMatchObject({ filename: "brief.pdf", message_id: messageId });
    await ada$.frames();

    await get(ben, `/participations/${message.participation.data.id}`);
    const seen = (await ada$.frames()).find((f) => f.type === "seen");
    expect(seen).toMatchObject({ participation_id: started.data.id, user_id: String(ben.user.id) });
    expect((await ben$.frames()).find((f) => f.type === "counts")?.data).toMatchObject({ unread_messages_count: 0 });
    ben$.unsubscribe();
    ada$.unsubscribe();
  });

  it("brings a message written on its own with the conversation as each of its people lists it", async () => {
    const [ada, ben] = await connectedPair("Ada Direct", "Ben Direct");
    const adas = ((await start(ada, [ben], "First")).json() as Body).data.id;
    const bens = (await participationOf(ben, [ada]))?.id as string;
    // Ben has read the first message: Ada's side shows when.
    expect((await get(ben, `/participations/${bens}`)).statusCode).toBe(200);
    const ben$ = await listen(ben);
    const ada$ = await listen(ada);
    // What the outbox still carries of the start and the read.
    await Promise.all([ben$.frames(), ada$.frames()]);

    expect((await write(ada, adas, "Second")).statusCode).toBe(201);
    const [toBen, toAda] = [await ben$.frames(), await ada$.frames()];
    type MessageFrame = { participation: { data: { id: string } }; message: { data: { attributes: unknown } } };
    const messageIn = (frames: LiveEvent[]) => frames.find((f) => f.type === "message") as unknown as MessageFrame;
    const listed = async (who: Member, id: string) => (await list(who)).data.find((p) => p.id === id);
    expect(messageIn(toBen).participation.data).toEqual(await listed(ben, bens));
    expect(messageIn(toBen).message.data.attributes).toMatchObject({ content: "Second", is_mine: false });
    expect(toBen.map((f) => f.type)).toEqual(["message"]);
    expect(toBen[0].counts).toEqual({ unread_messages_count: 1, message_requests_count: 0 });
    expect(messageIn(toAda).participation.data).toEqual(await listed(ada, adas));
    expect(toAda.map((f) => f.type)).toEqual(["message"]);
    ben$.unsubscribe();
    ada$.unsubscribe();
  });

  it("brings the writer's other tabs their counts when writing answered a request or read what was unread", async () => {
    const [stranger, mara] = await Promise.all([member("Sam Writes First"), member("Mara Replies")]);
    expect((await start(stranger, [mara], "Hello, a question")).statusCode).toBe(201);
    const requested = (await list(mara, "requests")).data[0].id;
    const mara$ = await listen(mara);
    await mara$.frames();

    // Writing in a request accepts it: one request fewer in every tab of hers.
    expect((await write(mara, requested, "Hello, ask away")).statusCode).toBe(201);
    const answered = await mara$.frames();
    expect(answered.map((f) => f.type)).toEqual(["message"]);
    expect(answered[0].counts).toEqual({ unread_messages_count: 0, message_requests_count: 0 });

    // Writing marks what she had not read as read.
    const sams = (await participationOf(stranger, [mara]))?.id as string;
    expect((await write(stranger, sams, "Thanks!")).statusCode).toBe(201);
    expect((await mara$.frames())[0].counts).toEqual({ unread_messages_count: 1, message_requests_count: 0 });
    expect((await write(mara, requested, "You are welcome")).statusCode).toBe(201);
    expect((await mara$.frames())[0].counts).toEqual({ unread_messages_count: 0, message_requests_count: 0 });

    // With nothing unread, her counts stand as they were: her tabs get the message alone.
    expect((await write(mara, requested, "Anything else?")).statusCode).toBe(201);
    expect((await mara$.frames())[0]).not.toHaveProperty("counts");
    mara$.unsubscribe();
  });

  it("brings the blocked their counts and both their lists again when a block hides the blocker's conversation, and when it is lifted", async () => {
    const [ada, ben] = await connectedPair("Ada Blocks Live", "Ben Blocked Live");
    await start(ada, [ben], "Before the block");
    const [ben$, ada$] = [await listen(ben), await listen(ada)];
    await Promise.all([ben$.frames(), ada$.frames()]);
    const countsIn = (frames: LiveEvent[]) => frames.filter((f) => f.type === "counts").map((f) => f.data);

    const blocked = await request(ctx.app, "POST", "/api/v1/my/blocks", {
      headers: ada.headers,
      type: "blocks",
      attributes: { user_id: String(ben.user.id) },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const afterBlock = await ben$.frames();
    expect(countsIn(afterBlock)).toContainEqual({ unread_messages_count: 0, message_requests_count: 0 });
    // His lists still hold her conversation: only being told to read them again takes it away.
    expect(afterBlock).toContainEqual({ type: "conversations_changed" });
    expect(await ada$.frames()).toContainEqual({ type: "conversations_changed" });

    const lifted = await request(ctx.app, "DELETE", `/api/v1/my/blocks/${ben.user.id}`, { headers: ada.headers });
    expect(lifted.statusCode).toBe(204);
    const afterLift = await ben$.frames();
    expect(countsIn(afterLift)).toEqual([{ unread_messages_count: 1, message_requests_count: 0 }]);
    expect(afterLift).toContainEqual({ type: "conversations_changed" });
    ben$.unsubscribe();
    ada$.unsubscribe();
  });

  it("brings those who remain their counts and lists again when a participant's account is deleted", async () => {
    const [ada, ben] = await connectedPair("Ada Leaves", "Ben Remains");
    const cleo = await member("Cleo Remains Too");
    await buildConnection(db, { requesterId: ada.user.id, connecteeId: cleo.user.id, status: "confirmed" });
    await start(ada, [ben], "Before I go");
    await start(ada, [ben, cleo], "To you both");
    const [ben$, cleo$] = [await listen(ben), await listen(cleo)];
    await Promise.all([ben$.frames(), cleo$.frames()]);
    expect(await counts(ben)).toMatchObject({ unread_messages: 2 });

    const deleted = await request(ctx.app, "POST", "/api/v1/me/delete", {
      headers: ada.headers,
      type: "me",
      attributes: { confirmation: ada.user.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // Alone in the first, Ben no longer sees it; the group goes on, one face fewer, its message still unread.
    const toBen = await ben$.frames();
    expect(toBen.filter((f) => f.type === "conversations_changed")).toHaveLength(2);
    expect(toBen.filter((f) => f.type === "counts").map((f) => f.data)).toEqual([
      { unread_messages_count: 1, message_requests_count: 0 },
    ]);
    expect(await cleo$.frames()).toContainEqual({ type: "conversations_changed" });
    ben$.unsubscribe();
    cleo$.unsubscribe();
  });

  let addresses = 0;
  it("tells the others when a participant's account is deactivated, and when it comes back at sign-in", async () => {
    const password = "Sketchbook-2026";
    const ada = await member("Ada Pauses", { passwordHash: await hashPassword(password) });
    const ben = await member("Ben Stays");
    await buildConnection(db, { requesterId: ada.user.id, connecteeId: ben.user.id, status: "confirmed" });
    await start(ada, [ben], "Back soon");
    const ben$ = await listen(ben);
    await ben$.frames();

    const deactivated = await request(ctx.app, "POST", "/api/v1/me/deactivate", {
      headers: ada.headers,
      type: "me",
      attributes: { password },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(204);
    // The conversation stays, and so do his counts: only whether he may write there changed.
    expect(await ben$.frames()).toEqual([{ type: "conversations_changed" }]);

    const back = await request(ctx.app, "POST", "/api/v1/login", {
      type: "sessions",
      attributes: { email: ada.user.email, password },
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(await ben$.frames()).toEqual([{ type: "conversations_changed" }]);

    // Confirming a new address is the other way back; an account that was not away announces nothing.
    const confirmAddress = async () => {
      const email = `ada-${++addresses}@example.test`;
      const checksum = await issueAccountToken(db, ada.user.id, "email_change", {
        voidEarlier: true,
        payload: { email },
      });
      const confirmed = await request(ctx.app, "PATCH", "/api/v1/me/email/confirm", {
        type: "emails",
        attributes: { checksum },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    };
    await confirmAddress();
    expect(await ben$.frames()).toEqual([]);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ada.user.id));
    await confirmAddress();
    expect(await ben$.frames()).toEqual([{ type: "conversations_changed" }]);
    ben$.unsubscribe();
  });

  it("tells nobody outside the conversation", async () => {
    const [ada, ben] = await connectedPair("Ada Quiet", "Ben Quiet");
    const eve = await member("Eve Outside");
    const eve$ = await listen(eve);
    await start(ada, [ben], "Only for Ben");
    expect(await eve$.frames()).toEqual([]);
    eve$.unsubscribe();
  });
});

describe("includes", () => {
  it("takes what a participation always includes, and refuses anything else by name", async () => {
    const [ada, ben] = await connectedPair("Ada Includes", "Ben Includes");
    const id = ((await start(ada, [ben], "Hello")).json() as Body).data.id;
    expect((await get(ada, `/participations/${id}?include=participants,last_message`)).statusCode).toBe(200);
    const refused = await get(ada, `/participations/${id}?include=secrets`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].source.parameter).toBe("include");
  });
});

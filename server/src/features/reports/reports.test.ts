import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock, buildConnection } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember } from "../../../test/social.ts";
import { mailOutbox, reports } from "../../db/schema/index.ts";

const ctx = await createTestContext({ OPERATORS_EMAIL: "safety@atelier.test" });
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

const report = (who: Member, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/reports", { headers: who.headers, type: "reports", attributes });

/** A conversation between two connected members; the id of the first message. */
async function conversation(from: Member, to: Member, text: string) {
  await buildConnection(db, { requesterId: from.user.id, connecteeId: to.user.id, status: "confirmed" });
  const started = await request(ctx.app, "POST", "/api/v1/messenger/conversations", {
    headers: from.headers,
    type: "conversations",
    attributes: { participant_ids: String(to.user.id), message_content: text },
  });
  return started.json().included.find((r: { type: string }) => r.type === "messages").id as string;
}

describe("reports", () => {
  it("takes a message from whoever reads it, once, stores it and mails the operators", async () => {
    const [ada, ben, eve] = await Promise.all(
      ["Ada", "Ben", "Eve"].map((n) => buildMember(db, { name: `${n} Reported` })),
    );
    const messageId = await conversation(ada, ben, "Buy followers cheap!");
    const filed = await report(ben, {
      subject_type: "messages",
      subject_id: messageId,
      reason: "spam",
      text: "Again.",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data.attributes).toMatchObject({ subject_type: "messages", reason: "spam", text: "Again." });
    const [stored] = await db.select().from(reports).where(eq(reports.reporterId, ben.user.id));
    expect(stored).toMatchObject({ reportedUserId: ada.user.id, excerpt: "Buy followers cheap!" });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "safety@atelier.test"));
    expect(mails.some((m) => m.kind === "report" && m.text.includes("Buy followers cheap!"))).toBe(true);

    const twice = await report(ben, { subject_type: "messages", subject_id: messageId, reason: "spam" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe("already_reported");
    // Its writer cannot report it; someone outside the conversation cannot even find it.
    const own = await report(ada, { subject_type: "messages", subject_id: messageId, reason: "spam" });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0].source.pointer).toBe("/data/attributes/subject_id");
    expect((await report(eve, { subject_type: "messages", subject_id: messageId, reason: "spam" })).statusCode).toBe(
      404,
    );
  });

  it("takes a profile one may see, or one blocked, never one's own, and names a bad reason", async () => {
    const [ada, ben] = await Promise.all(["Ada", "Ben"].map((n) => buildMember(db, { name: `${n} Profile` })));
    expect(
      (await report(ada, { subject_type: "users", subject_id: ben.user.id, reason: "impersonation" })).statusCode,
    ).toBe(201);
    expect((await report(ada, { subject_type: "users", subject_id: ada.user.id, reason: "other" })).statusCode).toBe(
      422,
    );
    const bad = await report(ben, { subject_type: "users", subject_id: ada.user.id, reason: "boring" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source.pointer).toBe("/data/attributes/reason");
    // Ada reports whom she blocked; to Cleo, Ada is hidden: a 404.
    const cleo = await buildMember(db, { name: "Cleo Profile" });
    await buildBlock(db, { blockerId: ada.user.id, blockedId: cleo.user.id });
    expect(
      (await report(ada, { subject_type: "users", subject_id: cleo.user.id, reason: "harassment" })).statusCode,
    ).toBe(201);
    expect(
      (await report(cleo, { subject_type: "users", subject_id: ada.user.id, reason: "harassment" })).statusCode,
    ).toBe(404);
    expect((await request(ctx.app, "POST", "/api/v1/reports", { type: "reports", attributes: {} })).statusCode).toBe(
      403,
    );
  });
});

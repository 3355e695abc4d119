import { MESSENGER_ERROR_CODES, paths, type ReportCreateInput } from "@atelier/common";
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect.ts";
import { messages, participations, profiles, reports, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { appLink, sendUserMail } from "../accounts/mail/send.ts";
import { visibleUsersFilter } from "../discovery/users/visibility.ts";
import { visibleParticipation } from "../messenger/policy.ts";

export type Report = typeof reports.$inferSelect;

/** How much of a reported message the operators' copy keeps. */
const EXCERPT_LENGTH = 1000;

/**
 * What is reported, and whom it is about: a message in a conversation the reporter sees, not their
 * own; a profile the reporter may see, or would but for their own block.
 */
async function subjectOf(tx: Executor, reporterId: number, input: ReportCreateInput) {
  if (input.subjectType === "messages") {
    const [message] = await tx
      .select({ senderId: messages.senderId, content: messages.content })
      .from(messages)
      .innerJoin(
        participations,
        and(eq(participations.conversationId, messages.conversationId), eq(participations.userId, reporterId)),
      )
      .where(and(eq(messages.id, input.subjectId), visibleParticipation));
    if (!message) throw errors.notFound("There is no such message.");
    if (message.senderId === reporterId) throw errors.invalid("subjectId", "You cannot report your own message.");
    return { reportedUserId: message.senderId, excerpt: message.content.slice(0, EXCERPT_LENGTH) };
  }
  if (input.subjectId === reporterId) throw errors.invalid("subjectId", "You cannot report yourself.");
  // Whom one blocked is still reported: blocking and reporting go together.
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, input.subjectId), visibleUsersFilter({ id: reporterId }, { pastOwnBlock: true })));
  if (!user) throw errors.notFound("There is no such user.");
  return { reportedUserId: user.id, excerpt: user.name };
}

/**
 * Files a report for the operators and mails it to their address, in the transaction that stores
 * it: a message (by whoever reads it with its writer) or a profile (by whoever may see it). The
 * same thing is reported once per person (409 already_reported).
 */
export async function fileReport(
  db: Database,
  mail: { appUrl: string; operatorsEmail: string },
  reporterId: number,
  input: ReportCreateInput,
): Promise<Report> {
  return db.transaction(async (tx) => {
    const subject = await subjectOf(tx, reporterId, input);
    const [report] = await tx
      .insert(reports)
      .values({ reporterId, ...input, ...subject })
      .onConflictDoNothing()
      .returning();
    if (!report) {
      throw errors.conflict("You have reported this already.", { code: MESSENGER_ERROR_CODES.alreadyReported });
    }
    const [reporter] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, reporterId));
    const [profile] = await tx
      .select({ slug: profiles.slug })
      .from(profiles)
      .where(eq(profiles.userId, subject.reportedUserId));
    const slug = profile?.slug;
    await sendUserMail(tx, mail.appUrl, { email: mail.operatorsEmail, locale: "en" }, () => ({
      kind: "report",
      subject: `Report #${report.id}: ${input.subjectType === "messages" ? "a message" : "a profile"} (${input.reason})`,
      paragraphs: [
        `${reporter?.name ?? "A member"} <${reporter?.email ?? "unknown"}> reported ${
          input.subjectType === "messages" ? `message ${input.subjectId}` : `the profile of user ${input.subjectId}`
        } for ${input.reason}.`,
        ...(input.text ? [`Their words: ${input.text}`] : []),
        ...(subject.excerpt ? [`What was reported: ${subject.excerpt}`] : []),
      ],
      ...(slug ? { action: { label: "Open the profile", url: appLink(mail.appUrl, paths.profile(slug)) } } : {}),
    }));
    return report;
  });
}

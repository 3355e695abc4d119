import {
  APPLICATION_STAGES,
  type ApplicationCounts,
  type ApplicationUpdateInput,
  type ApplyInput,
  OPPORTUNITY_ERROR_CODES,
  type SupportedLocale,
} from "@atelier/common";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { newestFirst } from "../../../db/order.ts";
import { pageTotal, totalOver } from "../../../db/paging.ts";
import { bookmarks, opportunities, opportunityApplications, participations, users } from "../../../db/schema/index.ts";
import { ApiError, attributePointer, errors } from "../../../jsonapi/errors.ts";
import { emit } from "../../../platform/events/emit.ts";
import { mailLocale } from "../../accounts/mail/send.ts";
import type { Viewer } from "../../discovery/users/visibility.ts";
import { writeWithin } from "../../messenger/conversations.ts";
import { newToOwner } from "../facts.ts";
import { type OpportunityRow, offBoardRefusal, onBoard, visibleOpportunitiesFilter } from "../policy.ts";

export type ApplicationRow = typeof opportunityApplications.$inferSelect;

/** An application as a list shows it: the reader's side of its conversation, and whether its owner checked it. */
export interface ApplicationFacts extends ApplicationRow {
  participationId: number | null;
  isNew: boolean;
}

/** What the messenger carries from an applicant and to them, in the applicant's language. */
const TEXTS: Record<SupportedLocale, { applied(title: string): string; declined(title: string): string }> = {
  en: {
    applied: (title) => `Hello, I am applying for your opportunity “${title}”.`,
    declined: (title) =>
      `Thank you for applying for “${title}”. This time we will not go ahead with your application. ` +
      "We wish you all the best, and hope to meet you again on Atelier.",
  },
  de: {
    applied: (title) => `Hallo, ich bewerbe mich auf dein Angebot „${title}“.`,
    declined: (title) =>
      `Danke für deine Bewerbung auf „${title}“. Diesmal werden wir sie nicht weiterverfolgen. ` +
      "Wir wünschen dir alles Gute und hoffen, dich wieder auf Atelier zu treffen.",
  },
};

/**
 * Writes through the messenger as part of this request: its refusals (the recipient takes no
 * messages) point at what the request sent instead of at a conversation's participant_ids.
 */
async function writingFor(pointer: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const problems = err.errors.map(({ status: _, source, ...problem }) => ({
      ...problem,
      ...(source?.pointer ? { source: { pointer } } : {}),
    }));
    throw new ApiError(err.status, problems, err.headers);
  }
}

/**
 * Applies to an opportunity on the board, once. Counted in the same transaction, the applicant's
 * bookmark of it gone (it is among their applications now); through the messenger the note, or a
 * sentence in the applicant's language, opens or continues their conversation with the owner, by
 * the messenger's rules. The owner hears of it.
 */
export async function applyTo(
  tx: Transaction,
  opportunity: OpportunityRow,
  applicant: { id: number; locale: string },
  input: ApplyInput,
): Promise<void> {
  // Counting first takes the opportunity's row: it is still on the board, and applications queue there.
  const [counted] = await tx
    .update(opportunities)
    .set({ applicationsCount: sql`${opportunities.applicationsCount} + 1` })
    .where(and(eq(opportunities.id, opportunity.id), onBoard))
    .returning({ id: opportunities.id });
  if (!counted) throw offBoardRefusal();
  const note = input.note || null;
  const [application] = await tx
    .insert(opportunityApplications)
    .values({ opportunityId: opportunity.id, applicantId: applicant.id, note })
    .onConflictDoNothing()
    .returning({ id: opportunityApplications.id });
  if (!application) {
    throw errors.conflict("You have applied to this opportunity already.", {
      code: OPPORTUNITY_ERROR_CODES.alreadyApplied,
    });
  }
  await tx
    .delete(bookmarks)
    .where(and(eq(bookmarks.ownerId, applicant.id), eq(bookmarks.opportunityId, opportunity.id)));
  if (opportunity.applyType === "messenger") {
    const content = note ?? TEXTS[mailLocale(applicant.locale)].applied(opportunity.title);
    await writingFor("/data", async () => {
      const { participation } = await writeWithin(tx, applicant.id, [opportunity.ownerId], content, {
        invited: true,
      });
      await linkConversation(tx, application.id, participation.conversationId);
    });
  }
  await emit(tx, {
    type: "application_created",
    applicationId: application.id,
    opportunityId: opportunity.id,
    ownerId: opportunity.ownerId,
    applicantId: applicant.id,
  });
}

const linkConversation = (tx: Executor, applicationId: number, conversationId: number) =>
  tx.update(opportunityApplications).set({ conversationId }).where(eq(opportunityApplications.id, applicationId));

/** An application to the given opportunity, locked for the rest of the transaction; anything else is a 404. */
export async function lockApplication(tx: Executor, opportunityId: number, id: number): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(opportunityApplications)
    .where(and(eq(opportunityApplications.id, id), eq(opportunityApplications.opportunityId, opportunityId)))
    .for("update");
  if (!row) throw errors.notFound("There is no such application.");
  return row;
}

/**
 * Moves an application through its owner's pipeline and keeps their note on it. With
 * `sendDeclineMessage` (a declined one only), the owner writes the applicant a kind message in the
 * applicant's language through the messenger, whose rules refuse it as they refuse any message.
 */
export async function updateApplication(
  tx: Transaction,
  opportunity: OpportunityRow,
  application: ApplicationRow,
  input: ApplicationUpdateInput,
): Promise<void> {
  const stage = input.stage ?? application.stage;
  if (input.sendDeclineMessage && stage !== "declined") {
    throw errors.invalid("sendDeclineMessage", "Only a declined applicant gets the decline message.");
  }
  const changes = {
    ...(stage === application.stage ? {} : { stage, stageChangedAt: sql`now()` }),
    ...(input.ownerNote === undefined ? {} : { ownerNote: input.ownerNote }),
  };
  if (Object.keys(changes).length > 0) {
    await tx.update(opportunityApplications).set(changes).where(eq(opportunityApplications.id, application.id));
  }
  if (!input.sendDeclineMessage) return;
  const [applicant] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, application.applicantId));
  const content = TEXTS[mailLocale(applicant.locale)].declined(opportunity.title);
  await writingFor(attributePointer("sendDeclineMessage"), async () => {
    const { participation } = await writeWithin(tx, opportunity.ownerId, [application.applicantId], content, {
      invited: true,
    });
    // Applied through a link or by e-mail: the decline starts their conversation.
    if (application.conversationId === null) {
      await linkConversation(tx, application.id, participation.conversationId);
    }
  });
}

/** Whether the application is still there; the row stays locked until the caller's transaction ends. */
export async function applicationStands(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: opportunityApplications.id })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.id, id))
    .for("share");
  return row !== undefined;
}

/** The reader's own participation in an application's conversation. */
const readers = alias(participations, "reader");

/** Applications joined to their opportunities, with what their reader sees of them. */
const applicationsRead = (db: Executor, readerId: number) =>
  db
    .select({
      application: opportunityApplications,
      participationId: readers.id,
      isNew: sql<boolean>`${newToOwner}`,
      total: totalOver(),
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .leftJoin(
      readers,
      and(eq(readers.conversationId, opportunityApplications.conversationId), eq(readers.userId, readerId)),
    )
    .$dynamic();

type Page = { size: number; offset: number };

/** A page of the applications that match, the newest first, and how many match: one statement but past the end. */
async function applicationsPage(
  db: Executor,
  readerId: number,
  where: SQL,
  page: Page,
): Promise<{ rows: ApplicationFacts[]; total: number }> {
  const rows = await applicationsRead(db, readerId)
    .where(where)
    .orderBy(...newestFirst(opportunityApplications.createdAt, opportunityApplications.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, async () => {
    const [all] = await db
      .select({ total: count() })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
      .where(where);
    return all.total;
  });
  return {
    rows: rows.map(({ application, participationId, isNew }) => ({ ...application, participationId, isNew })),
    total,
  };
}

/** The viewer's applications to opportunities they may still read. */
export const myApplications = (db: Executor, viewer: NonNullable<Viewer>, page: Page) =>
  applicationsPage(
    db,
    viewer.id,
    and(eq(opportunityApplications.applicantId, viewer.id), visibleOpportunitiesFilter(viewer)) as SQL,
    page,
  );

/** The applications to one opportunity, read by its owner. */
export const applicantsOf = (db: Executor, ownerId: number, opportunityId: number, page: Page) =>
  applicationsPage(db, ownerId, eq(opportunityApplications.opportunityId, opportunityId), page);

/** The applications the owner has not checked yet, across all their opportunities. */
export const newApplicants = (db: Executor, ownerId: number, page: Page) =>
  applicationsPage(db, ownerId, and(eq(opportunities.ownerId, ownerId), newToOwner) as SQL, page);

/** One application as its opportunity's owner reads it. */
export async function ownersApplication(db: Executor, ownerId: number, id: number): Promise<ApplicationFacts> {
  const { rows } = await applicationsPage(
    db,
    ownerId,
    and(eq(opportunityApplications.id, id), eq(opportunities.ownerId, ownerId)) as SQL,
    { size: 1, offset: 0 },
  );
  if (!rows[0]) throw errors.notFound("There is no such application.");
  return rows[0];
}

/** How many of an opportunity's applications stand at each stage. */
export async function stageCounts(db: Executor, opportunityId: number): Promise<ApplicationCounts> {
  const rows = await db
    .select({ stage: opportunityApplications.stage, count: count() })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.opportunityId, opportunityId))
    .groupBy(opportunityApplications.stage);
  const counted = new Map(rows.map((row) => [row.stage, row.count]));
  return Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, counted.get(stage) ?? 0])) as ApplicationCounts;
}

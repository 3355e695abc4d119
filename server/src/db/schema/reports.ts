import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from "@atelier/common/enums";
import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

/** A message or a profile reported to the operators, kept for them to act on. */
export const reports = pgTable(
  "reports",
  {
    id: identityId(),
    reporterId: userRef("reporter_id"),
    subjectType: text("subject_type", { enum: REPORT_SUBJECT_TYPES }).notNull(),
    subjectId: bigint("subject_id", { mode: "number" }).notNull(),
    /** Whom the report is about: the message's sender, or the profile's user. */
    reportedUserId: userRef("reported_user_id"),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    text: text("text").notNull().default(""),
    /** What the message said when it was reported, so the operators read it as it was. */
    excerpt: text("excerpt"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_reported_user_idx").on(t.reportedUserId, t.createdAt.desc()),
    uniqueIndex("reports_once_idx").on(t.reporterId, t.subjectType, t.subjectId),
  ],
);

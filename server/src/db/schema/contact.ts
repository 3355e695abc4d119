import { CONTACT_TOPICS } from "@atelier/common/enums";
import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

/** A message to the operators through the contact form, kept for a year for them to answer and look back on. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: identityId(),
    topic: text("topic", { enum: CONTACT_TOPICS }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The member who wrote it, when signed in; the message stays when the account goes. */
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** The language the form was shown in, so the answer can be in it. */
    locale: text("locale").notNull(),
    /** The client address, for the operators to spot a flood. */
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt), index("contact_messages_user_idx").on(t.userId)],
);

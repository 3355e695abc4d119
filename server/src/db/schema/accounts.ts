import { sql } from "drizzle-orm";
import { bigint, boolean, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A person or company on the platform. Accounts fill in the rest of the profile. */
export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    name: text("name"),
    locale: text("locale").notNull().default("en"),
    kind: text("kind", { enum: ["private", "company"] }),
    isCreative: boolean("is_creative").notNull().default(false),
    isClient: boolean("is_client").notNull().default(false),
    isInsideCci: boolean("is_inside_cci").notNull().default(false),
    complete: boolean("complete").notNull().default(false),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`)],
);

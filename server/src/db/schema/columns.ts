import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Column builders every table shares, so timestamps and keys are declared one way. */
export const identityId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

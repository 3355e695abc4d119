import { and, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";

/** Addresses are unique without regard to case (the users_email_idx index on lower(email)). */
export async function isEmailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const emailTaken = () => errors.invalid("email", "An account with this e-mail address already exists.", "taken");

/** A unique index refused the write: two requests raced for the same address. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(err) === "23505" || code((err as { cause?: unknown } | null)?.cause) === "23505";
}

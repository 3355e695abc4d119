import { paths } from "@atelier/common";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/connect.ts";
import { accountTokens, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from "../../../platform/auth/account-tokens.ts";
import { hashPassword } from "../../../platform/auth/passwords.ts";
import { endUserSessions } from "../../../platform/auth/sessions.ts";
import { accountRecipient, type EndedSessions, resetLink } from "../credentials/service.ts";
import { appLink, sendAccountMail } from "../mail/send.ts";
import { resendConfirmationOf } from "../registrations/service.ts";

/** Reset links per account: further requests are answered alike but mail nothing (Mastodon's 5 per 30 minutes). */
const RESET_LINKS_PER_ACCOUNT = { limit: 5, windowMs: 30 * 60_000 };

/**
 * Mails a reset link to a confirmed account, voiding earlier links. An unknown address gets no
 * mail; an unconfirmed account gets its confirmation link again (when a resend is due), since a
 * reset would not let it sign in. The caller's answer is the same in every case.
 */
export async function requestPasswordReset(db: Database, appUrl: string, email: string): Promise<void> {
  const unconfirmed = await db.transaction(async (tx) => {
    // Locked, so that simultaneous requests for one account count each other's links.
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1)
      .for("update");
    if (!user) return null;
    if (!user.confirmedAt) return user;
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, "password_reset"),
          gt(accountTokens.createdAt, sql`now() - make_interval(secs => ${RESET_LINKS_PER_ACCOUNT.windowMs / 1000})`),
        ),
      );
    if (recent >= RESET_LINKS_PER_ACCOUNT.limit) return null;
    const token = await issueAccountToken(tx, user.id, "password_reset", { voidEarlier: true });
    await sendAccountMail(tx, appUrl, accountRecipient(user), {
      kind: "password_reset",
      url: appLink(appUrl, paths.passwordResetToken(token)),
    });
    return null;
  });
  if (unconfirmed) await resendConfirmationOf(db, appUrl, unconfirmed.id);
}

const invalidToken = () =>
  errors.invalid("token", "This reset link is not valid any more. Ask for a new one.", "invalid_token");

/**
 * Sets the new password from a reset link. Signs in nowhere: every session ends, every other
 * e-mailed link stops working, and the owner is told by mail.
 */
export async function resetPassword(
  db: Database,
  appUrl: string,
  input: { token: string; password: string },
): Promise<EndedSessions> {
  // A guessed token costs no hashing.
  if (!(await findAccountToken(db, "password_reset", input.token))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Conditional: of two simultaneous uses exactly one gets the row.
    const token = await consumeAccountToken(tx, "password_reset", input.token);
    if (!token) throw invalidToken();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, token.userId))
      .returning();
    const sessionIds = await endUserSessions(tx, user.id);
    await revokeAccountTokens(tx, user.id);
    await sendAccountMail(tx, appUrl, accountRecipient(user), { kind: "password_changed", url: resetLink(appUrl) });
    return { userId: user.id, sessionIds };
  });
}

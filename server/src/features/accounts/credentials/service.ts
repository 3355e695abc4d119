import { paths } from "@atelier/common";
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/connect.ts";
import { storedFiles, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { consumeAccountToken, issueAccountToken, revokeAccountTokens } from "../../../platform/auth/account-tokens.ts";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords.ts";
import { endUserSessions, issueSession } from "../../../platform/auth/sessions.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { discardObjects } from "../../../platform/uploads/store.ts";
import { announceAvailability, leaveConversations } from "../../messenger/conversations.ts";
import { appLink, sendAccountMail } from "../mail/send.ts";
import { emailTaken, isEmailTaken, isUniqueViolation } from "./email-address.ts";

type UserRow = typeof users.$inferSelect;

async function loadUser(db: Executor, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // The session outlived its account only for a moment: treat it as signed out.
  if (!user) throw errors.forbidden();
  return user;
}

/** The recipient of a mail about the account: its own, confirmed address gets the settings link. */
export const accountRecipient = (user: UserRow) => ({
  email: user.email,
  locale: user.locale,
  name: user.name,
  ...(user.confirmedAt ? { userId: user.id } : {}),
});

/** Where the owner goes when a change they did not make is announced to them. */
export const resetLink = (appUrl: string) => appLink(appUrl, paths.passwordReset);

/**
 * The current password guards every change of credentials. Accounts that only sign in through
 * Google or Facebook have none, and pass.
 */
async function requireCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (user.passwordHash === null) return;
  if (!currentPassword) throw errors.invalid("currentPassword", "Enter your current password.", "required");
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw errors.invalid("currentPassword", "The current password is not correct.", "wrong_password");
  }
}

/**
 * Deleting or deactivating asks for the password, or, for an account without one, the account's
 * e-mail address typed out.
 */
async function requireIdentity(user: UserRow, input: { password?: string; confirmation?: string }) {
  if (user.passwordHash !== null) {
    if (!input.password) throw errors.invalid("password", "Enter your password.", "required");
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw errors.invalid("password", "The password is not correct.", "wrong_password");
    }
    return;
  }
  if (input.confirmation?.toLowerCase() !== user.email.toLowerCase()) {
    throw errors.invalid("confirmation", "Type the e-mail address of your account to confirm.", "mismatch");
  }
}

/** What a change of credentials ended, for the caller to announce once it has committed. */
export interface EndedSessions {
  userId: number;
  sessionIds: number[];
}

/**
 * A new password: the other sessions end, every e-mailed link (reset, e-mail change, settings)
 * stops working, and the owner hears of it by mail.
 */
export async function changePassword(
  db: Database,
  appUrl: string,
  session: { sessionId: number; userId: number },
  input: { currentPassword?: string; password: string },
): Promise<EndedSessions> {
  const user = await loadUser(db, session.userId);
  await requireCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const sessionIds = await endUserSessions(tx, user.id, session.sessionId);
    await revokeAccountTokens(tx, user.id);
    await sendAccountMail(tx, appUrl, accountRecipient(user), { kind: "password_changed", url: resetLink(appUrl) });
    return { userId: user.id, sessionIds };
  });
}

/**
 * Starts a change of address: the link goes to the new address (the change happens only when it
 * is opened), and a notice to the old one, so an intruder cannot move the account away unseen.
 */
export async function requestEmailChange(
  db: Database,
  appUrl: string,
  userId: number,
  input: { email: string; currentPassword?: string },
): Promise<void> {
  const user = await loadUser(db, userId);
  await requireCurrentPassword(user, input.currentPassword);
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw errors.invalid("email", "This is already your e-mail address.", "unchanged");
  }
  if (await isEmailTaken(db, input.email, user.id)) throw emailTaken();
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user.id, "email_change", {
      payload: { email: input.email },
      voidEarlier: true,
    });
    await sendAccountMail(
      tx,
      appUrl,
      { email: input.email, locale: user.locale, name: user.name },
      { kind: "email_change_confirmation", url: appLink(appUrl, paths.confirmEmail, { checksum: token }) },
    );
    await sendAccountMail(tx, appUrl, accountRecipient(user), {
      kind: "email_change_notice",
      newEmail: input.email,
      url: resetLink(appUrl),
    });
  });
}

const invalidChecksum = () =>
  errors.invalid("checksum", "This confirmation link is not valid any more. Ask for a new one.");

/**
 * Opens the link from the new address: the address changes, every session and e-mailed link of the
 * account ends (they were issued to the old address), and a new session starts.
 */
export async function confirmEmailChange(
  db: Database,
  checksum: string,
  userAgent: string | undefined,
): Promise<EndedSessions & { session: { token: string; sessionId: number; expiresAt: Date } }> {
  try {
    return await db.transaction(async (tx) => {
      const token = await consumeAccountToken(tx, "email_change", checksum);
      const email = (token?.payload as { email?: unknown } | null)?.email;
      if (!token || typeof email !== "string") throw invalidChecksum();
      if (await isEmailTaken(tx, email, token.userId)) throw emailTaken();
      const [{ deactivatedAt }] = await tx
        .select({ deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, token.userId));
      if (deactivatedAt) await announceAvailability(tx, token.userId, true);
      await tx
        .update(users)
        .set({
          email,
          confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
          // Signing in is how a deactivated account comes back, here as at login.
          deactivatedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, token.userId));
      const sessionIds = await endUserSessions(tx, token.userId);
      await revokeAccountTokens(tx, token.userId);
      const session = await issueSession(tx, token.userId, userAgent);
      return { userId: token.userId, sessionIds, session };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * Deletes the account. The goodbye mail is written first, in the same transaction, since the user
 * row it is addressed from is gone afterwards; the foreign keys remove everything the user owns.
 * The user's stored files go with their rows, and their bytes are removed once that has committed.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "storage" | "log">,
  appUrl: string,
  userId: number,
  input: { password?: string; confirmation?: string },
): Promise<EndedSessions> {
  const { db } = deps;
  const user = await loadUser(db, userId);
  await requireIdentity(user, input);
  const { ended, fileKeys } = await db.transaction(async (tx) => {
    // The rows go with the user; their ids are what the live sockets are closed by.
    const sessionIds = await endUserSessions(tx, user.id);
    await sendAccountMail(
      tx,
      appUrl,
      { email: user.email, locale: user.locale, name: user.name },
      { kind: "account_deleted" },
    );
    const files = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.ownerId, user.id))
      .returning({ key: storedFiles.key });
    await leaveConversations(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    return { ended: { userId: user.id, sessionIds }, fileKeys: files.map((f) => f.key) };
  });
  await discardObjects(deps, fileKeys);
  return ended;
}

/** Hides the account everywhere and signs it out; the next login brings it back. */
export async function deactivateAccount(
  db: Database,
  userId: number,
  input: { password?: string; confirmation?: string },
): Promise<EndedSessions> {
  const user = await loadUser(db, userId);
  await requireIdentity(user, input);
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await announceAvailability(tx, user.id, false);
    return { userId: user.id, sessionIds: await endUserSessions(tx, user.id) };
  });
}

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { accountTokens } from "../../db/schema/index.ts";
import { hashToken, newToken } from "./tokens.ts";

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

/** How long each kind of e-mailed link works. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 2 * 60 * 60_000,
  email_change: 48 * 60 * 60_000,
  notification_settings: 365 * 24 * 60 * 60_000,
};

export interface IssueOptions {
  payload?: Record<string, unknown>;
  /**
   * Whether the user's earlier unused tokens of this purpose stop working. True for one-off links
   * (a newer reset mail voids the older one); false for settings links, which every mail carries.
   */
  voidEarlier: boolean;
}

/** A new token for an e-mailed link; the raw value is returned once and only its hash is stored. */
export async function issueAccountToken(
  db: Executor,
  userId: number,
  purpose: AccountTokenPurpose,
  opts: IssueOptions,
): Promise<string> {
  if (opts.voidEarlier) await revokeAccountTokens(db, userId, purpose);
  const token = newToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    payload: opts.payload ?? null,
    expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

const usable = (purpose: AccountTokenPurpose, token: string) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    isNull(accountTokens.revokedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

const plausible = (token: unknown): token is string =>
  typeof token === "string" && token.length >= 20 && token.length <= 200;

/**
 * Uses a one-off token up and returns its row, or null when it is unknown, expired, revoked or
 * already used. The conditional UPDATE makes two concurrent uses yield exactly one success.
 */
export async function consumeAccountToken(db: Executor, purpose: AccountTokenPurpose, token: unknown) {
  if (!plausible(token)) return null;
  const [row] = await db.update(accountTokens).set({ usedAt: sql`now()` }).where(usable(purpose, token)).returning();
  return row ?? null;
}

/** Reads a reusable token (settings links) without using it up. */
export async function findAccountToken(db: Executor, purpose: AccountTokenPurpose, token: unknown) {
  if (!plausible(token)) return null;
  const [row] = await db.select().from(accountTokens).where(usable(purpose, token)).limit(1);
  return row ?? null;
}

/** Voids the user's open tokens of one purpose, or of every purpose (after a password change). */
export async function revokeAccountTokens(db: Executor, userId: number, purpose?: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        purpose === undefined ? undefined : eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}

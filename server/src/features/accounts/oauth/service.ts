import { SignupStatus } from "@atelier/common";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/connect.ts";
import { oauthIdentities, registrations, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { oauthErrors, type ProviderName } from "./errors.ts";
import type { ProviderProfile } from "./provider.ts";

type UserRow = typeof users.$inferSelect;

const PROVIDER_NAMES: Record<ProviderProfile["provider"], ProviderName> = { google: "Google", facebook: "Facebook" };

/** A provider's display name as a profile name: no control or format characters, within the name's length. */
function profileName(name: string | null): string | null {
  const clean = name
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 100);
  return clean ? clean : null;
}

/**
 * The account a verified provider identity signs in to. Identities are matched by (provider,
 * subject) only. An unlinked identity whose e-mail has an account is refused rather than linked; a
 * new account is made only for an open sign-up of that provider.
 */
export async function resolveProviderUser(
  db: Database,
  profile: ProviderProfile,
  registrationId: string | undefined,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(and(eq(oauthIdentities.provider, profile.provider), eq(oauthIdentities.subject, profile.subject)))
    .limit(1);
  if (linked) return { user: linked.user, isNewUser: false };

  if (profile.email) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${profile.email})`)
      .limit(1);
    if (owner) throw oauthErrors.emailTaken();
  }
  if (registrationId === undefined) throw oauthErrors.notFound();
  if (!profile.email) throw oauthErrors.emailMissing(PROVIDER_NAMES[profile.provider]);
  return {
    user: await createFromRegistration(db, { ...profile, email: profile.email }, registrationId),
    isNewUser: true,
  };
}

/**
 * Completes a provider sign-up: the account takes the provider's e-mail and name and has no
 * password. With an e-mail the provider verified it is confirmed at once; otherwise it waits for
 * the confirmation mail like an e-mail sign-up. Concurrent attempts claim the sign-up once.
 */
async function createFromRegistration(
  db: Database,
  profile: ProviderProfile & { email: string },
  registrationId: string,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const confirmedAt = profile.emailVerified ? now : null;
    const [registration] = await tx
      .update(registrations)
      .set({
        status: confirmedAt ? SignupStatus.confirmed : SignupStatus.unconfirmed,
        email: profile.email,
        confirmedAt,
        updatedAt: now,
      })
      .where(
        and(
          eq(registrations.id, registrationId),
          eq(registrations.service, profile.provider),
          eq(registrations.status, SignupStatus.requested),
        ),
      )
      .returning({ id: registrations.id, locale: registrations.locale });
    if (!registration) {
      throw errors.invalid(
        "registrationId",
        "This sign-up is no longer open. Please start again.",
        "registration_closed",
      );
    }

    const [user] = await tx
      .insert(users)
      .values({ email: profile.email, name: profileName(profile.name), locale: registration.locale, confirmedAt })
      .onConflictDoNothing()
      .returning();
    if (!user) throw oauthErrors.emailTaken();
    const [identity] = await tx
      .insert(oauthIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: user.id, email: profile.email })
      .onConflictDoNothing()
      .returning({ id: oauthIdentities.id });
    if (!identity) throw errors.conflict("This sign-in was just used for another sign-up. Please sign in again.");
    await tx.update(registrations).set({ userId: user.id }).where(eq(registrations.id, registration.id));
    return user;
  });
}

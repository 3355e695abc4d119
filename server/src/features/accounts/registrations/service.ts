import {
  paths,
  type RegistrationInitiateInput,
  type RegistrationService,
  SignupStatus,
  type SupportedLocale,
} from "@atelier/common";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "../../../db/connect.ts";
import { registrations, users } from "../../../db/schema/index.ts";
import { ApiError, errors } from "../../../jsonapi/errors.ts";
import { hashPassword } from "../../../platform/auth/passwords.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";
import { hashToken, newToken } from "../../../platform/auth/tokens.ts";
import { type CaptchaOptions, createCaptcha, verifyCaptcha } from "../../../platform/captcha/captcha.ts";
import { findPublicSetting } from "../../reference/service.ts";
import { emailTaken, isEmailTaken, isUniqueViolation } from "../credentials/email-address.ts";
import { appLink, sendAccountMail } from "../mail/send.ts";

export type RegistrationRow = typeof registrations.$inferSelect;

/** Minutes a registration waits before the confirmation e-mail may be sent again, unless an operator set otherwise. */
export const RESEND_CONFIRMATION_EMAIL_TIMESPAN = 5;
const CAPTCHA_PURPOSE = "signup";
/** How long the confirmation link works. */
const CHECKSUM_LIFETIME_MS = 48 * 60 * 60_000;
const registrationId = z.uuid();

/** The registration with this id, or a 404; malformed ids never reach the database's uuid type. */
export async function findRegistration(db: Executor, id: string): Promise<RegistrationRow> {
  if (!registrationId.safeParse(id).success) throw errors.notFound();
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw errors.notFound();
  return row;
}

/** Opens a sign-up at status requested, with the captcha its form will show. */
export async function openRegistration(
  db: Database,
  input: { service: RegistrationService; locale: SupportedLocale; ip: string },
  captcha: CaptchaOptions,
): Promise<RegistrationRow> {
  return db.transaction(async (tx) => {
    const { id: captchaId } = await createCaptcha(tx, CAPTCHA_PURPOSE, captcha);
    const [row] = await tx
      .insert(registrations)
      .values({ status: SignupStatus.requested, service: input.service, locale: input.locale, ip: input.ip, captchaId })
      .returning();
    return row;
  });
}

/** A fresh captcha for a form that is still to be sent; the earlier one no longer counts. */
export async function renewCaptcha(
  db: Database,
  registration: RegistrationRow,
  captcha: CaptchaOptions,
): Promise<RegistrationRow> {
  if (registration.status !== SignupStatus.requested) throw alreadyInitiated();
  return db.transaction(async (tx) => {
    const { id: captchaId } = await createCaptcha(tx, CAPTCHA_PURPOSE, captcha);
    const [row] = await tx
      .update(registrations)
      .set({ captchaId, updatedAt: new Date() })
      .where(and(eq(registrations.id, registration.id), eq(registrations.status, SignupStatus.requested)))
      .returning();
    if (!row) throw alreadyInitiated();
    return row;
  });
}

const alreadyInitiated = () => errors.conflict("This sign-up has already been sent.");

const wrongCaptcha = () =>
  errors.invalid(
    "captcha",
    "The characters do not match the image, or the image has expired. Get a new image and try again.",
  );

/** Builds the confirmation link and stores only the checksum's hash, replacing any earlier one. */
function newChecksum(appUrl: string, registrationId: string) {
  const checksum = newToken();
  return {
    url: appLink(appUrl, paths.signupConfirm(registrationId), { checksum }),
    columns: {
      checksumHash: hashToken(checksum),
      checksumExpiresAt: new Date(Date.now() + CHECKSUM_LIFETIME_MS),
      emailSentAt: new Date(),
    },
  };
}

export interface SignedUp {
  registration: RegistrationRow;
  session: { token: string; sessionId: number; expiresAt: Date };
}

/** A confirmed sign-up; the session is there when the confirming browser was the signing-up one. */
export interface Confirmed {
  registration: RegistrationRow;
  session: SignedUp["session"] | null;
}

/**
 * The sign-up form: checks the captcha (used up by any attempt, so it is checked outside the
 * transaction and stays used when the rest fails), creates the unconfirmed user, mails the
 * confirmation link and signs the user in.
 */
export async function initiateRegistration(
  db: Database,
  appUrl: string,
  registration: RegistrationRow,
  input: RegistrationInitiateInput,
  client: { ip: string; userAgent?: string },
): Promise<SignedUp> {
  if (registration.service !== "email") {
    throw errors.conflict("This sign-up continues with its identity provider, not with a password.");
  }
  if (registration.status !== SignupStatus.requested) throw alreadyInitiated();
  if (!(await verifyCaptcha(db, registration.captchaId, input.captcha, CAPTCHA_PURPOSE))) throw wrongCaptcha();
  if (await isEmailTaken(db, input.email)) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  const locale = input.locale ?? (registration.locale as SupportedLocale);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, locale, acceptedTermsAt: now, complete: false })
        .returning();
      const checksum = newChecksum(appUrl, registration.id);
      const [updated] = await tx
        .update(registrations)
        .set({
          status: SignupStatus.unconfirmed,
          email: user.email,
          userId: user.id,
          locale,
          ip: client.ip,
          captchaId: null,
          updatedAt: now,
          ...checksum.columns,
        })
        .where(and(eq(registrations.id, registration.id), eq(registrations.status, SignupStatus.requested)))
        .returning();
      if (!updated) throw alreadyInitiated();
      await sendAccountMail(
        tx,
        appUrl,
        { email: user.email, locale },
        { kind: "signup_confirmation", url: checksum.url },
      );
      const session = await issueSession(tx, user.id, client.userAgent);
      return { registration: updated, session };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * Confirms the e-mail address with the checksum from the link. The conditional UPDATE lets exactly
 * one of several simultaneous uses through; the checksum is gone afterwards. A new session comes
 * only for the browser that signed up, which holds that user's session (`fromUserId`): a forwarded
 * link confirms the address in anyone's browser but signs no one in there.
 */
export async function confirmRegistration(
  db: Database,
  registration: RegistrationRow,
  checksum: string,
  client: { fromUserId: number | null; userAgent?: string },
): Promise<Confirmed> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [confirmed] = await tx
      .update(registrations)
      .set({ status: SignupStatus.confirmed, confirmedAt: now, checksumHash: null, updatedAt: now })
      .where(
        and(
          eq(registrations.id, registration.id),
          eq(registrations.status, SignupStatus.unconfirmed),
          eq(registrations.checksumHash, hashToken(checksum)),
          gt(registrations.checksumExpiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!confirmed?.userId) {
      throw errors.invalid("checksum", "This confirmation link is not valid any more. Ask for a new one.");
    }
    await tx
      .update(users)
      .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, now())`, updatedAt: now })
      .where(eq(users.id, confirmed.userId));
    const signsIn = client.fromUserId === confirmed.userId;
    const session = signsIn ? await issueSession(tx, confirmed.userId, client.userAgent) : null;
    return { registration: confirmed, session };
  });
}

/** Minutes between confirmation mails, from the setting the web client also reads. */
async function resendTimespanMinutes(db: Executor): Promise<number> {
  const setting = await findPublicSetting(db, "registration", "resendConfirmationEmailTimespan");
  const minutes = Number(setting?.value);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : RESEND_CONFIRMATION_EMAIL_TIMESPAN;
}

/**
 * Mails a new confirmation link, which voids the one sent before. Too soon after the last mail is a
 * 423 whose detail is that mail's time, as the web client computes the wait from it.
 */
export async function resendConfirmation(
  db: Database,
  appUrl: string,
  registration: RegistrationRow,
): Promise<RegistrationRow> {
  if (registration.status !== SignupStatus.unconfirmed || !registration.email || !registration.emailSentAt) {
    throw errors.conflict("This sign-up has no confirmation to send.");
  }
  const lastSent = registration.emailSentAt;
  const retryAt = new Date(lastSent.getTime() + (await resendTimespanMinutes(db)) * 60_000);
  if (retryAt.getTime() > Date.now()) throw tooSoon(lastSent, retryAt);

  return db.transaction(async (tx) => {
    const checksum = newChecksum(appUrl, registration.id);
    // Conditional on the send time read above: of two simultaneous resends, one mails.
    const [updated] = await tx
      .update(registrations)
      .set({ ...checksum.columns, updatedAt: new Date() })
      .where(
        and(
          eq(registrations.id, registration.id),
          eq(registrations.status, SignupStatus.unconfirmed),
          eq(registrations.emailSentAt, lastSent),
        ),
      )
      .returning();
    if (!updated?.email) throw tooSoon(lastSent, retryAt);
    await sendAccountMail(
      tx,
      appUrl,
      { email: updated.email, locale: updated.locale },
      { kind: "signup_confirmation", url: checksum.url },
    );
    return updated;
  });
}

/**
 * The confirmation link again for a user who signed up and never confirmed, when a resend is due;
 * otherwise nothing, silently (the caller answers alike either way).
 */
export async function resendConfirmationOf(db: Database, appUrl: string, userId: number): Promise<void> {
  const [registration] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.status, SignupStatus.unconfirmed)))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  if (!registration) return;
  try {
    await resendConfirmation(db, appUrl, registration);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
}

const tooSoon = (lastSent: Date, retryAt: Date) =>
  errors.locked(lastSent.toISOString(), { retry_at: retryAt.toISOString() });

import {
  checksumSchema,
  JSONAPI_MEDIA_TYPE,
  registrationCreateSchema,
  registrationInitiateSchema,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseBody } from "../../../jsonapi/body.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { signOut } from "../session/service.ts";
import { presentRegistration } from "./present.ts";
import {
  confirmRegistration,
  findRegistration,
  initiateRegistration,
  openRegistration,
  type RegistrationRow,
  renewCaptcha,
  resendConfirmation,
  type SignedUp,
} from "./service.ts";

const WINDOW = 15 * 60_000;
/** Per client address: sign-ups are cheap to start, so their number bounds e-mail enumeration and spam. */
const LIMITS = {
  open: { limit: 20, windowMs: WINDOW },
  initiate: { limit: 10, windowMs: WINDOW },
  captcha: { limit: 30, windowMs: WINDOW },
  confirm: { limit: 20, windowMs: WINDOW },
  resend: { limit: 10, windowMs: WINDOW },
};

type ById = { Params: { id: string } };

const tags = ["registrations"];

/** Sign-up by e-mail, spec 000 section 4: request, initiate, confirm, new captcha, resend the link. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const captcha = { fixedText: config.captchaFixedText };

  const send = (reply: FastifyReply, registration: RegistrationRow, code = 200, authToken?: string) =>
    reply
      .code(code)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(presentRegistration(registration, authToken)));

  const signedIn = (reply: FastifyReply, { registration, session }: SignedUp) => {
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies(config));
    return send(reply, registration, 200, session.token);
  };

  app.post(
    "/v1/registrations",
    {
      schema: {
        tags,
        summary: "Start a sign-up",
        description:
          "Takes a `registrations` resource with `service` (email, google, facebook) and `locale`; answers 201 at " +
          "status 2 (requested) with the `captcha_url` of the image the form shows. 20 per address in 15 minutes.",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "signup-open", LIMITS.open);
      const input = parseBody(req.body, registrationCreateSchema, { type: "registrations" });
      const registration = await openRegistration(db, { ...input, ip: req.ip }, captcha);
      return send(reply, registration, 201);
    },
  );

  app.patch<ById>(
    "/v1/registrations/:id",
    {
      schema: {
        tags,
        summary: "Send the sign-up form",
        description:
          "Takes `email`, `password`, `captcha` and `agreed: true`. Creates the unconfirmed user, mails the " +
          "confirmation link and signs in: 200 at status 5 (unconfirmed) with `auth_token` and the cookie. " +
          "422 on `captcha` (wrong, used or expired: get a new image), `email` (taken), `password` or `agreed`; " +
          "409 once the form was sent.",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "signup-initiate", LIMITS.initiate);
      const registration = await findRegistration(db, req.params.id);
      const input = parseBody(req.body, registrationInitiateSchema, { type: "registrations", id: registration.id });
      const signedUp = await initiateRegistration(db, config.appUrl, registration, input, {
        ip: req.ip,
        userAgent: req.headers["user-agent"],
      });
      return signedIn(reply, signedUp);
    },
  );

  app.patch<ById>(
    "/v1/registrations/:id/confirm",
    {
      schema: {
        tags,
        summary: "Confirm the e-mail address",
        description:
          "Takes the `checksum` from the e-mailed link; answers 200 at status 7 (confirmed) with `auth_token` and " +
          "the cookie. A wrong, expired or used checksum is a 422 on `/data/attributes/checksum`.",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "signup-confirm", LIMITS.confirm);
      const registration = await findRegistration(db, req.params.id);
      const { checksum } = parseBody(req.body, checksumSchema, { type: "registrations", id: registration.id });
      const confirmed = await confirmRegistration(db, registration, checksum, req.headers["user-agent"]);
      // The new session replaces the one the browser held, as a login does.
      if (req.auth) await signOut(app.deps, req.auth, req.log);
      return signedIn(reply, confirmed);
    },
  );

  app.patch<ById>(
    "/v1/registrations/:id/captcha",
    {
      schema: {
        tags,
        summary: "Get a new captcha image",
        description: "Answers 200 with a new `captcha_url`; the earlier image no longer counts. 409 once sent.",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "signup-captcha", LIMITS.captcha);
      const registration = await findRegistration(db, req.params.id);
      return send(reply, await renewCaptcha(db, registration, captcha));
    },
  );

  app.patch<ById>(
    "/v1/registrations/:id/resend_confirmation_email",
    {
      schema: {
        tags,
        summary: "Send the confirmation e-mail again",
        description:
          "Mails a new link, which voids the earlier one; answers 200 with the new `email_sent_at`. Sooner than " +
          "the setting registration.resendConfirmationEmailTimespan (minutes) after the last mail it is a 423 whose " +
          "`detail` is the last mail's ISO time and whose `meta.retry_at` is when a resend is possible.",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "signup-resend", LIMITS.resend);
      const registration = await findRegistration(db, req.params.id);
      return send(reply, await resendConfirmation(db, config.appUrl, registration));
    },
  );
}

import {
  checksumSchema,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  registrationCreateSchema,
  registrationInitiateSchema,
  registrationResource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, matchBodyId, noBody } from "../../../jsonapi/contract.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
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
  open: { name: "signup-open", limit: 20, windowMs: WINDOW },
  initiate: { name: "signup-initiate", limit: 10, windowMs: WINDOW },
  captcha: { name: "signup-captcha", limit: 30, windowMs: WINDOW },
  confirm: { name: "signup-confirm", limit: 20, windowMs: WINDOW },
  resend: { name: "signup-resend", limit: 10, windowMs: WINDOW },
};

const tags = ["registrations"];

/** A registration's id is a UUID; any other id names none, which findRegistration answers with 404. */
const params = z.object({ id: z.string().describe("Registration id (a UUID)") });
const registrationReply = { 200: documentSchema(registrationResource), ...errorResponses };
/** The body of a step: a `registrations` resource, which may name the registration it writes. */
const stepBody = <A extends z.ZodObject>(attributes: A) =>
  resourceBody({ type: "registrations", id: true, attributes });

/** Sign-up by e-mail, spec 000 section 4: request, initiate, confirm, new captcha, resend the link. */
export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
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
        body: resourceBody({ type: "registrations", attributes: registrationCreateSchema }),
        response: { 201: documentSchema(registrationResource), ...errorResponses },
      },
      config: { rateLimit: LIMITS.open },
    },
    async (req, reply) => {
      const registration = await openRegistration(db, { ...req.body, ip: req.ip }, captcha);
      return send(reply, registration, 201);
    },
  );

  app.patch(
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
        params,
        body: stepBody(registrationInitiateSchema),
        response: registrationReply,
      },
      config: { rateLimit: LIMITS.initiate },
    },
    async (req, reply) => {
      const registration = await findRegistration(db, req.params.id);
      matchBodyId(req, registration.id);
      const signedUp = await initiateRegistration(db, config.appUrl, registration, req.body, {
        ip: req.ip,
        userAgent: req.headers["user-agent"],
      });
      return signedIn(reply, signedUp);
    },
  );

  app.patch(
    "/v1/registrations/:id/confirm",
    {
      schema: {
        tags,
        summary: "Confirm the e-mail address",
        description:
          "Takes the `checksum` from the e-mailed link; answers 200 at status 7 (confirmed). The browser that " +
          "signed up (it holds that user's session) gets a new session: `auth_token` and the cookie. Any other " +
          "browser, which may have been forwarded the link, gets neither and keeps its own session: it signs in. " +
          "A wrong, expired or used checksum is a 422 on `/data/attributes/checksum`.",
        params,
        body: stepBody(checksumSchema),
        response: registrationReply,
      },
      config: { rateLimit: LIMITS.confirm },
    },
    async (req, reply) => {
      const registration = await findRegistration(db, req.params.id);
      matchBodyId(req, registration.id);
      const confirmed = await confirmRegistration(db, registration, req.body.checksum, {
        fromUserId: req.auth?.user.id ?? null,
        userAgent: req.headers["user-agent"],
      });
      if (!confirmed.session) return send(reply, confirmed.registration);
      // The new session replaces the one the browser held, as a login does.
      if (req.auth) await signOut(app.deps, req.auth, req.log);
      return signedIn(reply, { registration: confirmed.registration, session: confirmed.session });
    },
  );

  app.patch(
    "/v1/registrations/:id/captcha",
    {
      schema: {
        tags,
        summary: "Get a new captcha image",
        description: "Answers 200 with a new `captcha_url`; the earlier image no longer counts. 409 once sent.",
        params,
        body: noBody,
        response: registrationReply,
      },
      config: { rateLimit: LIMITS.captcha },
    },
    async (req, reply) => {
      const registration = await findRegistration(db, req.params.id);
      return send(reply, await renewCaptcha(db, registration, captcha));
    },
  );

  app.patch(
    "/v1/registrations/:id/resend_confirmation_email",
    {
      schema: {
        tags,
        summary: "Send the confirmation e-mail again",
        description:
          "Mails a new link, which voids the earlier one; answers 200 with the new `email_sent_at`. Sooner than " +
          "the setting registration.resendConfirmationEmailTimespan (minutes) after the last mail it is a 423 whose " +
          "`detail` is the last mail's ISO time and whose `meta.retry_at` is when a resend is possible.",
        params,
        body: noBody,
        response: registrationReply,
      },
      config: { rateLimit: LIMITS.resend },
    },
    async (req, reply) => {
      const registration = await findRegistration(db, req.params.id);
      return send(reply, await resendConfirmation(db, config.appUrl, registration));
    },
  );
}

import {
  addressResource,
  addressSchema,
  appearanceSchema,
  appearanceSettingsResource,
  documentSchema,
  interestsSettingsResource,
  interestsSettingsSchema,
  JSONAPI_MEDIA_TYPE,
  notificationSettingsResource,
  notificationSettingsSchema,
  privacySettingsResource,
  privacySettingsSchema,
  type Resource,
  type ResourceSchema,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { contractRoutes, errorResponses, matchBodyId } from "../../../jsonapi/contract.ts";
import { queryParams } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { actingAccount, notificationSettingsOwner } from "../policy.ts";
import { listNotificationSettings, saveNotificationSettings } from "./notification-settings.ts";
import {
  presentAddress,
  presentAppearance,
  presentInterests,
  presentNotificationSettings,
  presentPrivacy,
} from "./present.ts";
import {
  findAddress,
  findInterests,
  findUser,
  saveAddress,
  saveAppearance,
  saveInterests,
  savePrivacy,
} from "./settings.ts";

const tags = ["settings"];

const send = (reply: FastifyReply, resource: Resource) => reply.type(JSONAPI_MEDIA_TYPE).send(document(resource));

/** The options of a GET on one of the user's settings resources: its document in the reply. */
const readRoute = (
  summary: string,
  resource: ResourceSchema,
  opts: { description?: string; signedIn?: boolean } = {},
) => ({
  schema: {
    tags,
    summary,
    ...(opts.description ? { description: opts.description } : {}),
    response: { 200: documentSchema(resource), ...errorResponses },
  },
  ...(opts.signedIn === false ? {} : { config: { auth: "user" as const } }),
});

/** The options of a PATCH on one of the user's settings resources; the body's `data.id` may name it. */
const writeRoute = <A extends z.ZodType<unknown, Record<string, unknown>>>(
  summary: string,
  resource: ResourceSchema,
  description: string,
  body: { type: string; attributes: A },
  opts: { signedIn?: boolean } = {},
) => {
  const read = readRoute(summary, resource, { description, ...opts });
  return { ...read, schema: { ...read.schema, body: resourceBody({ ...body, id: true }) } };
};

const settingsTokenNote =
  "Signed in, or with the settings token of an e-mail's footer link in the `X-Settings-Token` header " +
  "(a page load may pass it as the `token` query parameter instead). The token opens nothing else.";

/** The account's settings pages: address, privacy, appearance, notifications and interests. */
export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/me/address",
    readRoute("The user's postal address and contact details", addressResource),
    async (req, reply) => {
      const { user } = actingAccount(req);
      return send(reply, presentAddress(user.id, await findAddress(db, user.id)));
    },
  );

  app.patch(
    "/v1/me/address",
    writeRoute(
      "Change the address",
      addressResource,
      "Takes an `addresses` resource; attributes sent change, `null` clears one.",
      { type: "addresses", attributes: addressSchema },
    ),
    async (req, reply) => {
      const { user } = actingAccount(req);
      matchBodyId(req, user.id);
      return send(reply, presentAddress(user.id, await saveAddress(db, user.id, req.body)));
    },
  );

  app.get(
    "/v1/me/privacy",
    readRoute("Who may see the profile and who may send messages", privacySettingsResource),
    async (req, reply) => {
      const { user } = actingAccount(req);
      return send(reply, presentPrivacy(await findUser(db, user.id)));
    },
  );

  app.patch(
    "/v1/me/privacy",
    writeRoute(
      "Change the privacy settings",
      privacySettingsResource,
      "`profile_visibility`: everyone, members or connections; `message_permission`: everyone, connections or nobody.",
      { type: "privacy_settings", attributes: privacySettingsSchema },
    ),
    async (req, reply) => {
      const { user } = actingAccount(req);
      matchBodyId(req, user.id);
      return send(reply, presentPrivacy(await savePrivacy(db, user.id, req.body)));
    },
  );

  app.get("/v1/me/appearance", readRoute("Theme and grid columns", appearanceSettingsResource), async (req, reply) => {
    const { user } = actingAccount(req);
    return send(reply, presentAppearance(await findUser(db, user.id)));
  });

  app.patch(
    "/v1/me/appearance",
    writeRoute(
      "Change the appearance",
      appearanceSettingsResource,
      "`theme`: auto, light or dark; `grid_columns`: 2 or 4.",
      { type: "appearance_settings", attributes: appearanceSchema },
    ),
    async (req, reply) => {
      const { user } = actingAccount(req);
      matchBodyId(req, user.id);
      return send(reply, presentAppearance(await saveAppearance(db, user.id, req.body)));
    },
  );

  // Signed in or by settings token: no session is asked for, the owner is found before the body is
  // validated (so a caller with neither gets its 403 first), and the docs name both ways.
  const owners = new WeakMap<FastifyRequest, number>();
  const findOwner = async (req: FastifyRequest) => {
    owners.set(req, await notificationSettingsOwner(db, req));
  };
  const ownerOf = (req: FastifyRequest) => {
    const userId = owners.get(req);
    if (userId === undefined) throw new Error("The settings' owner is found before the handler runs.");
    return userId;
  };
  const notificationsRead = readRoute(
    "Which notifications arrive by e-mail and in the app",
    notificationSettingsResource,
    {
      description: settingsTokenNote,
      signedIn: false,
    },
  );

  app.get(
    "/v1/notification_settings",
    {
      ...notificationsRead,
      preValidation: findOwner,
      schema: {
        ...notificationsRead.schema,
        querystring: queryParams({ token: "The settings token of an e-mail's footer link, for a page load" }),
      },
    },
    async (req, reply) => {
      const userId = ownerOf(req);
      return send(reply, presentNotificationSettings(await listNotificationSettings(db, userId)));
    },
  );

  app.patch(
    "/v1/notification_settings",
    {
      ...writeRoute(
        "Switch notifications on or off",
        notificationSettingsResource,
        `Takes \`settings\`: a list of \`{key, channel, enabled}\`; keys not sent keep their choice. ${settingsTokenNote}`,
        { type: "notification_settings", attributes: notificationSettingsSchema },
        { signedIn: false },
      ),
      preValidation: findOwner,
    },
    async (req, reply) => {
      const userId = ownerOf(req);
      matchBodyId(req, "me");
      return send(reply, presentNotificationSettings(await saveNotificationSettings(db, userId, req.body.settings)));
    },
  );

  app.get(
    "/v1/interests_settings",
    readRoute("The opportunities the user wants to hear about", interestsSettingsResource),
    async (req, reply) => {
      const { user } = actingAccount(req);
      return send(reply, presentInterests(await findInterests(db, user.id)));
    },
  );

  app.patch(
    "/v1/interests_settings",
    writeRoute(
      "Change the interests",
      interestsSettingsResource,
      "`creative_field_ids` and `industry_ids` replace the lists as a whole; `opportunity_digest`: never, daily or weekly.",
      { type: "interests_settings", attributes: interestsSettingsSchema },
    ),
    async (req, reply) => {
      const { user } = actingAccount(req);
      matchBodyId(req, user.id);
      return send(reply, presentInterests(await saveInterests(db, user.id, req.body)));
    },
  );
}

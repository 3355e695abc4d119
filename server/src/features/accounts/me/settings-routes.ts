import {
  addressSchema,
  appearanceSchema,
  interestsSettingsSchema,
  JSONAPI_MEDIA_TYPE,
  notificationSettingsSchema,
  privacySettingsSchema,
  type Resource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import {
  listNotificationSettings,
  notificationSettingsOwner,
  saveNotificationSettings,
} from "./notification-settings.ts";
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

/** The account's settings pages: address, privacy, appearance, notifications and interests. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const signedIn = (summary: string, description?: string) => ({
    schema: { tags, summary, security: SIGNED_IN, ...(description ? { description } : {}) },
  });

  app.get("/v1/me/address", signedIn("The user's postal address and contact details"), async (req, reply) => {
    const { user } = requireAuth(req);
    return send(reply, presentAddress(user.id, await findAddress(db, user.id)));
  });

  app.patch(
    "/v1/me/address",
    signedIn("Change the address", "Takes an `addresses` resource; attributes sent change, `null` clears one."),
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, addressSchema, { type: "addresses", id: String(user.id) });
      return send(reply, presentAddress(user.id, await saveAddress(db, user.id, input)));
    },
  );

  app.get("/v1/me/privacy", signedIn("Who may see the profile and who may send messages"), async (req, reply) => {
    const { user } = requireAuth(req);
    return send(reply, presentPrivacy(await findUser(db, user.id)));
  });

  app.patch(
    "/v1/me/privacy",
    signedIn(
      "Change the privacy settings",
      "`profile_visibility`: everyone, members or connections; `message_permission`: everyone, connections or nobody.",
    ),
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, privacySettingsSchema, { type: "privacy_settings", id: String(user.id) });
      return send(reply, presentPrivacy(await savePrivacy(db, user.id, input)));
    },
  );

  app.get("/v1/me/appearance", signedIn("Theme and grid columns"), async (req, reply) => {
    const { user } = requireAuth(req);
    return send(reply, presentAppearance(await findUser(db, user.id)));
  });

  app.patch(
    "/v1/me/appearance",
    signedIn("Change the appearance", "`theme`: auto, light or dark; `grid_columns`: 2 or 4."),
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, appearanceSchema, { type: "appearance_settings", id: String(user.id) });
      return send(reply, presentAppearance(await saveAppearance(db, user.id, input)));
    },
  );

  const settingsTokenNote =
    "Signed in, or with the settings token of an e-mail's footer link in the `X-Settings-Token` header " +
    "(a page load may pass it as the `token` query parameter instead). The token opens nothing else.";

  app.get(
    "/v1/notification_settings",
    {
      schema: { tags, summary: "Which notifications arrive by e-mail and in the app", description: settingsTokenNote },
    },
    async (req, reply) => {
      const userId = await notificationSettingsOwner(db, req);
      return send(reply, presentNotificationSettings(await listNotificationSettings(db, userId)));
    },
  );

  app.patch(
    "/v1/notification_settings",
    {
      schema: {
        tags,
        summary: "Switch notifications on or off",
        description: `Takes \`settings\`: a list of \`{key, channel, enabled}\`; keys not sent keep their choice. ${settingsTokenNote}`,
      },
    },
    async (req, reply) => {
      const userId = await notificationSettingsOwner(db, req);
      const input = parseBody(req.body, notificationSettingsSchema, { type: "notification_settings", id: "me" });
      return send(reply, presentNotificationSettings(await saveNotificationSettings(db, userId, input.settings)));
    },
  );

  app.get("/v1/interests_settings", signedIn("The opportunities the user wants to hear about"), async (req, reply) => {
    const { user } = requireAuth(req);
    return send(reply, presentInterests(await findInterests(db, user.id)));
  });

  app.patch(
    "/v1/interests_settings",
    signedIn(
      "Change the interests",
      "`creative_field_ids` and `industry_ids` replace the lists as a whole; `opportunity_digest`: never, daily or weekly.",
    ),
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, interestsSettingsSchema, { type: "interests_settings", id: String(user.id) });
      return send(reply, presentInterests(await saveInterests(db, user.id, input)));
    },
  );
}

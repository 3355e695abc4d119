import { JSONAPI_MEDIA_TYPE, PROFILE_ERROR_CODES, profileUpdateSchema } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { profiles } from "../../db/schema/index.ts";
import { parseBody } from "../../jsonapi/body.ts";
import { SIGNED_IN } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { document, resource, toOne } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { ensureProfile } from "../discovery/users/slugs.ts";
import { lockProfileOwner } from "./owner.ts";

type Profile = typeof profiles.$inferSelect;

const tags = ["profile"];

function presentProfile(row: Profile) {
  return resource(
    "profiles",
    row.userId,
    {
      slug: row.slug,
      headline: row.headline,
      about: row.about,
      nameOption: row.nameOption,
      displayName: row.displayName,
    },
    { user: toOne("users", row.userId) },
  );
}

/** GET and PATCH /v1/my/profile: the headline, about text and name shown on my profile, and its address. */
export async function myProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    "/v1/my/profile",
    { schema: { tags, summary: "My profile's slug, headline, about text and name option", security: SIGNED_IN } },
    async (req, reply) => {
      const { user } = requireAuth(req);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentProfile(await ensureProfile(db, user.id))));
    },
  );

  app.patch(
    "/v1/my/profile",
    {
      schema: {
        tags,
        summary: "Change my profile's headline, about text and name option",
        description:
          "Takes a `profiles` resource with any of headline (at most 120 characters), about (5000), " +
          "name_option (default or display) and display_name. Showing the display name needs one. " +
          "The slug is given once and stays.",
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, profileUpdateSchema, { type: "profiles", id: String(user.id) });
      const saved = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        const current = await ensureProfile(tx, user.id);
        const next = { ...current, ...input };
        if (next.nameOption === "display" && !next.displayName) {
          throw errors.invalid("displayName", "Enter the name to show.", PROFILE_ERROR_CODES.displayNameMissing);
        }
        const [row] = await tx
          .update(profiles)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(profiles.userId, user.id))
          .returning();
        return row;
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentProfile(saved)));
    },
  );
}

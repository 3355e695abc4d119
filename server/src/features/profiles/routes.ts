import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  profileResource,
  profileUpdateSchema,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, matchBodyId } from "../../jsonapi/contract.ts";
import { document } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { type OwnedResourceArea, ownedResourceRoutes } from "../../platform/owned/resources.ts";
import { registerUploads } from "../../platform/uploads/multipart.ts";
import { ensureProfile } from "../discovery/users/slugs.ts";
import { documentRoutes } from "./documents/routes.ts";
import { imageRoutes } from "./images/routes.ts";
import { clientSectionPolicy, lockProfileOwner, profileSectionPolicy } from "./policy.ts";
import { presentProfile, updateProfile } from "./profile.ts";
import { achievementSection, educationSection, employmentSection } from "./sections/history.ts";
import { industrySection } from "./sections/industries.ts";
import { languageLevelSection } from "./sections/language-levels.ts";
import { operationSection } from "./sections/operations.ts";
import { professionSection } from "./sections/professions.ts";
import { companyContactRoutes, operationSkillRoutes } from "./sections/routes.ts";
import { weblinkSection } from "./sections/weblinks.ts";

/** The sections of a profile: read by whoever may see the owner, written by the owner alone (policy.ts). */
const sections: OwnedResourceArea = {
  tags: ["profile sections"],
  place: "my profile",
  policy: profileSectionPolicy,
  locale: requestLocale,
};

/** The sections only clients have: 404 for the lists of anyone else. */
const clientSections: OwnedResourceArea = { ...sections, policy: clientSectionPolicy };

/** GET and PATCH /v1/my/profile: the headline, about text and name shown on my profile, and its address. */
async function myProfileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const tags = ["profile"];
  const profileDocument = documentSchema(profileResource);
  const signedIn = { auth: "user" } as const;

  app.get(
    "/v1/my/profile",
    {
      schema: {
        tags,
        summary: "My profile's slug, headline, about text and name option",
        response: { 200: profileDocument, ...errorResponses },
      },
      config: signedIn,
    },
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
        body: resourceBody({ type: "profiles", id: true, attributes: profileUpdateSchema }),
        response: { 200: profileDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, user.id);
      const saved = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        return updateProfile(tx, await ensureProfile(tx, user.id), req.body);
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentProfile(saved)));
    },
  );
}

/**
 * A profile's own parts: headline and about text, profile and title images, the CV, and the
 * sections (professions, languages, web links, creative fields with skills, history, company
 * contacts, a client's industries). Reads go through /v1/users/{id}/..., writes through /v1/my/....
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  await app.register(myProfileRoutes);
  await app.register(imageRoutes);
  await app.register(documentRoutes);
  ownedResourceRoutes(app, sections, professionSection);
  ownedResourceRoutes(app, sections, languageLevelSection);
  ownedResourceRoutes(app, sections, weblinkSection);
  ownedResourceRoutes(app, sections, operationSection);
  ownedResourceRoutes(app, sections, achievementSection);
  ownedResourceRoutes(app, sections, educationSection);
  ownedResourceRoutes(app, sections, employmentSection);
  ownedResourceRoutes(app, clientSections, industrySection);
  await app.register(operationSkillRoutes);
  await app.register(companyContactRoutes);
}

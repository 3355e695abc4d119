import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  STANDING_MAX_IDS,
  STANDING_TYPES,
  type StandingType,
  standingDocument,
  USER_INCLUDED,
  userResource,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractJson, contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { KeptBody } from "../../../platform/http/compression.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { keptAddress, keptForVisitors } from "../../../platform/reads/visitor-cache.ts";
import { foundBy, keywordSearch } from "./keyword.ts";
import { foundUsersListDocument, USERS_QUERY_PARAMS, userRefPath, usersPageDocument, usersQuery } from "./list.ts";
import { memberList } from "./member-lists.ts";
import { presentUsersWithIncluded, USER_INCLUDES } from "./present.ts";
import {
  connectableScope,
  findUserBlockedBy,
  findVisibleUser,
  listUsers,
  NEWEST_SUGGESTIONS,
  type UserScope,
} from "./service.ts";
import { readPageStanding, type StandingIds } from "./standing.ts";
import { type Viewer, viewerOf } from "./visibility.ts";

const tags = ["users"];

/** `filter[<type>]`: at most STANDING_MAX_IDS ids, comma-separated. */
const idList = z
  .string()
  .regex(/^\d{1,18}(,\d{1,18})*$/, "Ids are whole numbers, separated by commas.")
  .refine((value) => value.split(",").length <= STANDING_MAX_IDS, `At most ${STANDING_MAX_IDS} ids of each type.`)
  .transform((value) => [...new Set(value.split(",").map(Number))]);

const standingQuery = z
  .object(
    Object.fromEntries(
      STANDING_TYPES.map((type) => [`filter[${type}]`, idList.optional().describe(`Ids of ${type}, comma-separated`)]),
    ) as Record<`filter[${StandingType}]`, z.ZodOptional<typeof idList>>,
  )
  .transform((query): StandingIds => {
    const ids = (type: StandingType) => query[`filter[${type}]`] ?? [];
    return {
      users: ids("users"),
      showroom_items: ids("showroom_items"),
      gallery_items: ids("gallery_items"),
      opportunities: ids("opportunities"),
    };
  });

/** GET /v1/users (search and recommendations) and GET /v1/users/{id or slug}. */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, visitorCache } = app.deps;
  const strict = !app.deps.config.isProduction;
  const oneUser = documentSchema(userResource, { included: USER_INCLUDED });

  app.get(
    "/v1/me/standing",
    {
      schema: {
        tags,
        summary: "My standing toward what a page shows",
        description:
          "For the users, showroom and gallery items and opportunities named (`filter[users]=1,2`, " +
          `\`filter[showroom_items]\`, \`filter[gallery_items]\`, \`filter[opportunities]\`, at most ${STANDING_MAX_IDS} of each), ` +
          "the attributes that concern the caller alone: whether it is me, whether I follow them, our connection and " +
          "whether I may message them; whether an item is mine and I like it; whether an opportunity is mine, " +
          "bookmarked, and when I applied. Users I may not see are left out. A page kept for all members reads " +
          "this after paint, in one statement, and lays it over what it shows.",
        querystring: standingQuery,
        response: { 200: standingDocument, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const data = await readPageStanding(db, user.id, req.query);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(data));
    },
  );

  app.get(
    "/v1/users",
    {
      schema: {
        tags,
        summary: "Users: search by name or craft, kind and creative fields, or recommendations for me",
        description:
          "Lists the users the caller may see (hidden: deactivated, incomplete, unconfirmed e-mail, blocked either way, profiles " +
          "for members or connections only). `filter[with_user_connectable_to]=<my id>` (signed in, for " +
          "oneself only) lists people to connect with: not me, not connected or asked either way, ranked by " +
          "shared creative fields, shared skills, mutual connections and place; someone sharing none of " +
          `these is listed only while among the ${NEWEST_SUGGESTIONS} newest members, unless a name search asks for them. ` +
          "Plain lists rank fuller " +
          "profiles first, then the newest. `filter[with_user_keyword]` finds people by name (as " +
          "`filter[with_user_names]`) or by a profession, creative field or skill whose English or German " +
          "name holds the keyword; it ranks names matching whole, at their start or at their words' starts " +
          "first, then the people holding a named craft (the higher their level in its creative field, then " +
          "the fuller their profile, the earlier), then names holding it inside a word or as a typo. Each " +
          "user it lists carries `meta.matched_by` (name, profession, creative_field, skill) and " +
          '`meta.matched_label`, the name of what matched in the reader\'s language. Members who block nobody and see no "connections only" profile ' +
          "share a copy of a search kept up to 30 s, with their own follows and connections read anew.",
        querystring: usersQuery({
          connectable: true,
          keyword: true,
          described: {
            "filter[with_user_connectable_to]": "My user id: recommendations (signed in only)",
            "filter[with_user_keyword]":
              "Name, or a profession, creative field or skill in English or German, contains the words (case and accents ignored)",
          },
        }),
        response: { 200: foundUsersListDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const query = req.query;
      const viewer = viewerOf(req);
      let scope: UserScope = {};
      if (query.connectableTo !== undefined) {
        if (!viewer) throw errors.forbidden();
        if (query.connectableTo !== viewer.id) {
          throw errors.badRequest("Recommendations are only available for yourself.", {
            parameter: "filter[with_user_connectable_to]",
          });
        }
        scope = await connectableScope(db, viewer.id);
      }
      const keyword =
        query.keyword === undefined ? undefined : await keywordSearch(db, query.keyword, requestLocale(req));
      const page = async (as: Viewer) => {
        const result = await listUsers(db, as, scope, { ...query.filter, keyword }, query.order, query.list.page);
        const matches = keyword && result.found ? foundBy(keyword, result.found) : undefined;
        return { body: await usersPageDocument(req, db, query, result, matches, as), users: result.rows, items: [] };
      };
      // Recommendations are the viewer's own; a search reads the same for every plain member.
      if (!viewer || query.connectableTo !== undefined)
        return reply.type(JSONAPI_MEDIA_TYPE).send((await page(viewer)).body);
      const contract = { schema: foundUsersListDocument, strict, route: "GET /v1/users" };
      const key = `users-member:${requestLocale(req)}|${keptAddress(req.url)}`;
      return reply.type(JSONAPI_MEDIA_TYPE).send(await memberList(db, visitorCache, key, viewer, page, contract));
    },
  );

  app.get(
    "/v1/users/:id",
    {
      schema: {
        tags,
        summary: "One user, by id or by profile slug",
        description:
          "Digits name a user id, anything else a profile slug (any case). 404 for users the caller may not " +
          "see; someone the caller blocked is shown with `is_blocked` (their profile is where the block is " +
          "lifted), while they in turn get 404 for the caller; an account whose e-mail is unconfirmed is seen " +
          "by its owner alone. `include=assigned_professions,location,creative_fields`. Visitors get a copy kept until the " +
          "user changes.",
        params: userRefPath,
        querystring: listQuery({ include: USERS_QUERY_PARAMS.include }, { includable: USER_INCLUDES }),
        response: { 200: oneUser, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { include } = req.query;
      const viewer = viewerOf(req);
      const locale = requestLocale(req);
      const build = async () => {
        const user =
          (await findVisibleUser(db, viewer, req.params.id)) ??
          (viewer ? await findUserBlockedBy(db, viewer, req.params.id) : null);
        if (!user) throw errors.notFound();
        const { data, included } = await presentUsersWithIncluded(db, [user], viewer, include, locale);
        return document(data[0], include.length > 0 ? { included } : {});
      };
      // What a visitor sees of someone is the same for every visitor: kept until the database
      // announces a change to it, their visibility included (slugs never change hands).
      if (viewer) return reply.type(JSONAPI_MEDIA_TYPE).send(await build());
      const contract = { strict, route: "GET /v1/users/{id}" };
      const kept = await keptForVisitors(
        visitorCache,
        `user:${req.params.id.toLowerCase()}|${locale}|${include}`,
        async () => new KeptBody(contractJson(oneUser, await build(), contract)),
      );
      return kept.send(req, reply.type(JSONAPI_MEDIA_TYPE));
    },
  );
}

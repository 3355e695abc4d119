import type { FastifyInstance } from "fastify";
import { errors } from "../../jsonapi/errors.ts";
import { idParam, idParams } from "../../jsonapi/params.ts";
import { parseListQuery, type RawQuery } from "../../jsonapi/query.ts";
import { sendUsersPage, usersQuerystring } from "../users/list.ts";
import { USER_INCLUDES } from "../users/present.ts";
import { listUsers } from "../users/service.ts";
import { viewerOf } from "../users/visibility.ts";
import { isVisibleUser, RELATED_PAGE_SIZE, relatedCreativesScope } from "./service.ts";

const tags = ["creatives"];

/** Finding creatives, spec 001: for now the creatives related to a profile. */
export async function creativeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { id: string } }>(
    "/v1/creatives/:id/related",
    {
      schema: {
        tags,
        summary: "Creatives related to a user",
        description:
          "Users list of creatives sharing creative fields, skills or the place with user `{id}` (a creative " +
          "or a client: a client's fields are those they hire in), neither that user nor the caller, only " +
          "users the caller may see. Ranked by shared creative fields, then shared skills, then the same " +
          "city, then the same country; the newest first among equals. " +
          `\`page[size]\` ${RELATED_PAGE_SIZE.defaultSize} by default, at most ${RELATED_PAGE_SIZE.maxSize}. ` +
          "404 when the user is hidden from the caller or does not exist.",
        params: idParams,
        querystring: {
          type: "object",
          properties: {
            include: usersQuerystring.properties.include,
            "page[number]": usersQuerystring.properties["page[number]"],
            "page[size]": { description: `Page size, ${RELATED_PAGE_SIZE.defaultSize} by default` },
          },
        },
      },
    },
    async (req, reply) => {
      const userId = idParam(req.params.id);
      const list = parseListQuery(req.query as RawQuery, {
        filters: [],
        sortable: [],
        includable: USER_INCLUDES,
        ...RELATED_PAGE_SIZE,
      });
      const viewer = viewerOf(req);
      if (!(await isVisibleUser(db, viewer, userId))) throw errors.notFound();
      const scope = await relatedCreativesScope(db, userId, viewer);
      const result = await listUsers(db, viewer, scope, {}, undefined, list.page);
      return sendUsersPage(req, reply, db, { list }, result);
    },
  );
}

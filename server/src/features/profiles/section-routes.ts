import { JSONAPI_MEDIA_TYPE, PAGE_SIZE_MAX, type Resource, type SupportedLocale } from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Executor, Transaction } from "../../db/connect.ts";
import { parseBody } from "../../jsonapi/body.ts";
import { SIGNED_IN } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idParam, idParams } from "../../jsonapi/params.ts";
import { parseListQuery, type RawQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { discardObjects } from "../../platform/uploads/store.ts";
import { requestLocale } from "../reference/locales.ts";
import { lockProfileOwner, visibleOwner } from "./owner.ts";

interface Write<Input> {
  schema: z.ZodType<Input>;
  /** Relationships whose linkage is read as `<name>Id`, as the attribute form of the same id. */
  relationships?: readonly string[];
}

/**
 * One section of a profile (web links, language levels, history entries, ...): how its rows are
 * read, presented and written. The routes around it are the same for every section; see
 * registerSection.
 */
export interface Section<Row extends { id: number; userId: number }, Create, Update> {
  /** The resource type, and the path segment unless `path` names another: /v1/users/{id}/<path>, /v1/my/<path>. */
  type: string;
  path?: string;
  /** What one row is called in the API description. */
  noun: string;
  list(db: Executor, userId: number, page: { size: number; offset: number }): Promise<{ rows: Row[]; total: number }>;
  present(row: Row, locale: SupportedLocale): Resource;
  /** Resources every document of the section carries (the language of a language level). */
  included?(db: Executor, rows: Row[], locale: SupportedLocale): Promise<Resource[]>;
  /** Enables GET /v1/<type>/{id}. */
  find?(db: Executor, id: number): Promise<Row | undefined>;
  create?: Write<Create> & { run(tx: Transaction, userId: number, input: Create): Promise<Row> };
  update?: Write<Update> & {
    run(tx: Transaction, userId: number, id: number, input: Update): Promise<Row | undefined>;
  };
  /** Removes the user's row; the storage keys it held are discarded after the commit. Null when not found. */
  remove?(tx: Transaction, userId: number, id: number): Promise<{ discard: string[] } | null>;
}

/** A section with its row and input types inferred from its queries and schemas. */
export const defineSection = <Row extends { id: number; userId: number }, Create, Update>(
  section: Section<Row, Create, Update>,
): Section<Row, Create, Update> => section;

/** The `remove` of a section whose rows hold no files. */
export const removeRow =
  <R>(remove: (tx: Executor, userId: number, id: number) => Promise<R | undefined>) =>
  async (tx: Executor, userId: number, id: number) =>
    (await remove(tx, userId, id)) ? { discard: [] } : null;

const userParams = {
  type: "object",
  properties: { userId: { type: "string", description: "User id or profile slug" } },
  required: ["userId"],
} as const;
const pageQuerystring = {
  type: "object",
  properties: {
    "page[number]": { description: "Page number, from 1" },
    "page[size]": { description: `Page size, at most ${PAGE_SIZE_MAX} (the default)` },
  },
} as const;

/**
 * Registers the routes of a section: GET /v1/users/{userId}/<type> (paged, the whole section by
 * default) and, as the section allows, GET /v1/<type>/{id}, POST /v1/my/<type>, PATCH and DELETE
 * /v1/my/<type>/{id}. Reads hide what the viewer may not see; writes take the owner's lock and only
 * ever reach the signed-in user's rows (another user's row id is a 404).
 */
export function registerSection<Row extends { id: number; userId: number }, Create, Update>(
  app: FastifyInstance,
  section: Section<Row, Create, Update>,
): void {
  const { db } = app.deps;
  const tags = ["profile sections"];
  const { type, noun } = section;
  const path = section.path ?? type;
  /** Bodies may name the resource by its type or, as the web's forms do, by the path. */
  const bodyTypes = [...new Set([type, path])];

  async function sendRows(req: FastifyRequest, reply: FastifyReply, rows: Row[], extra = {}) {
    const locale = requestLocale(req);
    const included = section.included ? await section.included(db, rows, locale) : undefined;
    const data = rows.map((row) => section.present(row, locale));
    return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { ...(included ? { included } : {}), ...extra }));
  }

  async function sendRow(req: FastifyRequest, reply: FastifyReply, row: Row, status = 200) {
    const locale = requestLocale(req);
    const included = section.included ? await section.included(db, [row], locale) : undefined;
    return reply
      .code(status)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(section.present(row, locale), included ? { included } : {}));
  }

  app.get<{ Params: { userId: string } }>(
    `/v1/users/:userId/${path}`,
    {
      schema: { tags, summary: `A user's ${noun}s`, params: userParams, querystring: pageQuerystring },
    },
    async (req, reply) => {
      const query = parseListQuery(
        { "page[size]": String(PAGE_SIZE_MAX), ...(req.query as RawQuery) },
        { filters: [] },
      );
      const owner = await visibleOwner(req, req.params.userId);
      const { rows, total } = await section.list(db, owner.id, query.page);
      return sendRows(req, reply, rows, pageLinks(req.url, query.page, total));
    },
  );

  const find = section.find;
  if (find) {
    app.get<{ Params: { id: string } }>(
      `/v1/${path}/:id`,
      { schema: { tags, summary: `One ${noun}`, params: idParams } },
      async (req, reply) => {
        const row = await find(db, idParam(req.params.id));
        if (!row) throw errors.notFound();
        await visibleOwner(req, String(row.userId));
        return sendRow(req, reply, row);
      },
    );
  }

  const create = section.create;
  if (create) {
    app.post(
      `/v1/my/${path}`,
      { schema: { tags, summary: `Add a ${noun} to my profile`, security: SIGNED_IN } },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const input = parseBody(req.body, create.schema, { type: bodyTypes, relationships: create.relationships });
        const row = await db.transaction(async (tx) => {
          await lockProfileOwner(tx, user.id);
          return create.run(tx, user.id, input);
        });
        return sendRow(req, reply, row, 201);
      },
    );
  }

  const update = section.update;
  if (update) {
    app.patch<{ Params: { id: string } }>(
      `/v1/my/${path}/:id`,
      { schema: { tags, summary: `Change one of my ${noun}s`, security: SIGNED_IN, params: idParams } },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const id = idParam(req.params.id);
        const input = parseBody(req.body, update.schema, {
          type: bodyTypes,
          id: String(id),
          relationships: update.relationships,
        });
        const row = await db.transaction(async (tx) => {
          await lockProfileOwner(tx, user.id);
          return update.run(tx, user.id, id, input);
        });
        if (!row) throw errors.notFound();
        return sendRow(req, reply, row);
      },
    );
  }

  const remove = section.remove;
  if (remove) {
    app.delete<{ Params: { id: string } }>(
      `/v1/my/${path}/:id`,
      { schema: { tags, summary: `Remove one of my ${noun}s`, security: SIGNED_IN, params: idParams } },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const id = idParam(req.params.id);
        const removed = await db.transaction(async (tx) => {
          await lockProfileOwner(tx, user.id);
          return remove(tx, user.id, id);
        });
        if (!removed) throw errors.notFound();
        await discardObjects(app.deps, removed.discard);
        return reply.code(204).send();
      },
    );
  }
}

import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  PAGE_SIZE_MAX,
  type Resource,
  resourceBody,
  type SupportedLocale,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor, Transaction } from "../../db/connect.ts";
import { contractRoutes, errorResponses, matchBodyId, noContent } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath } from "../../jsonapi/params.ts";
import { listQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../auth/plugin.ts";
import { discardObjects } from "../uploads/store.ts";

/** A row one user owns. */
export interface OwnedRow {
  id: number;
  userId: number;
}

/** A write's input: its schema (from common/src/schemas) and the relationships read as `<name>Id`. */
interface Write<Input> {
  schema: z.ZodType<Input, Record<string, unknown>>;
  relationships?: readonly string[];
}

/**
 * One list of rows a user owns (web links, history entries, showroom items, ...): its resource, how
 * its rows are read and presented, and the commands that write them. The routes around it are the
 * same for every list; see ownedResourceRoutes. Commands receive rows already loaded and authorized.
 */
export interface OwnedResource<Row extends OwnedRow, Create, Update> {
  /** The resource type, and the path segment unless `path` names another: /v1/users/{id}/<path>, /v1/my/<path>. */
  type: string;
  path?: string;
  /** What one row is called in the API description. */
  noun: string;
  /** The resource's schema (common/src/resources): the contract of every document that carries rows. */
  resource: z.ZodObject;
  present(row: Row, locale: SupportedLocale): Resource;
  /** Resources every document carries beside the rows (the language of a language level), with their schemas. */
  included?: {
    resources: readonly z.ZodObject[];
    of(db: Executor, rows: Row[], locale: SupportedLocale): Promise<Resource[]>;
  };
  list(db: Executor, userId: number, page: { size: number; offset: number }): Promise<{ rows: Row[]; total: number }>;
  /** One row by id, whoever owns it: what a route loads before the policy decides. */
  load(db: Executor, id: number): Promise<Row | undefined>;
  /** Enables GET /v1/<path>/{id}. */
  readOne?: boolean;
  create?: Write<Create> & { run(tx: Transaction, userId: number, input: Create): Promise<Row> };
  update?: Write<Update> & { run(tx: Transaction, row: Row, input: Update): Promise<Row> };
  /** Removes the row; the storage keys it held are discarded after the commit. */
  remove?(tx: Transaction, row: Row): Promise<{ discard: string[] }>;
  /**
   * Enables PATCH /v1/my/<path>/order: every row of the owner, in the order the body names them.
   * `all` reads the owner's rows; `run` stores the new order.
   */
  order?: { all(db: Executor, userId: number): Promise<Row[]>; run(tx: Transaction, rows: Row[]): Promise<void> };
}

/** A list with its row and input types inferred from its queries and schemas. */
export const defineOwnedResource = <Row extends OwnedRow, Create, Update>(
  definition: OwnedResource<Row, Create, Update>,
): OwnedResource<Row, Create, Update> => definition;

/** The `remove` of a list whose rows hold no files. */
export const removeRow =
  <R>(remove: (tx: Executor, row: R) => Promise<void>) =>
  async (tx: Executor, row: R): Promise<{ discard: string[] }> => {
    await remove(tx, row);
    return { discard: [] };
  };

/**
 * Who may read and write the rows, as the area's policy.ts states it. Reads are decided by the
 * owner; writes by the row: to anyone but its owner a row does not exist (404).
 */
export interface OwnedResourcePolicy {
  /** The owner named in the path (id or slug), when the caller may read their rows; 404 otherwise. */
  readableOwner(req: FastifyRequest, ref: string): Promise<{ id: number }>;
  /** Passes when the caller may read the rows of this owner; 404 otherwise. */
  mayRead(req: FastifyRequest, ownerId: number): Promise<void>;
  /** Held for the rest of a write's transaction, so limits and duplicate checks hold when requests race. */
  lockOwner(tx: Transaction, userId: number): Promise<void>;
  /** The row when the caller may write it; a row that is not theirs is a 404, like a missing one. */
  writable<R extends OwnedRow>(row: R | undefined, userId: number): R;
}

/** What the routes of an area's lists share: their tag and wording in the docs, the policy, the reader's language. */
export interface OwnedResourceArea {
  tags: string[];
  /** Where the caller's rows are, as the API description says it: "my profile". */
  place: string;
  policy: OwnedResourcePolicy;
  locale(req: FastifyRequest): SupportedLocale;
}

/** The `{userId}` of a list read: a user id or a profile slug. */
export const ownerPath = z.object({ userId: z.string().min(1).describe("User id or profile slug") });

/** A new order: every row of the list, by its identifier, first to last. */
const orderBody = (types: readonly string[]) =>
  z
    .object({
      data: z.array(z.object({ type: z.enum(types as [string, ...string[]]), id: z.string() })),
    })
    .describe("Every row of the list as a resource identifier, in the new order");

/**
 * Registers the routes of a list: GET /v1/users/{userId}/<path> (paged, the whole list by default)
 * and, as the definition allows, GET /v1/<path>/{id}, POST /v1/my/<path>, PATCH and DELETE
 * /v1/my/<path>/{id}, PATCH /v1/my/<path>/order. Each route runs in one visible order: rate limit
 * and authentication (route config), validation (declared schemas), then transaction, load,
 * authorize (the area's policy), command, present.
 */
export function ownedResourceRoutes<Row extends OwnedRow, Create, Update>(
  fastify: FastifyInstance,
  area: OwnedResourceArea,
  definition: OwnedResource<Row, Create, Update>,
): void {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const { tags, policy } = area;
  const { type, noun } = definition;
  const path = definition.path ?? type;
  /** Bodies may name the resource by its type or, as the web's forms do, by the path. */
  const bodyTypes = [...new Set([type, path])];
  const included = definition.included?.resources ?? [];
  const one = documentSchema(definition.resource, { included });
  const list = listDocumentSchema(definition.resource, { included });
  const signedIn = { auth: "user" } as const;

  async function includedOf(req: FastifyRequest, rows: Row[]) {
    return definition.included ? { included: await definition.included.of(db, rows, area.locale(req)) } : {};
  }

  async function sendRows(req: FastifyRequest, reply: FastifyReply, rows: Row[], extra = {}) {
    const locale = area.locale(req);
    const data = rows.map((row) => definition.present(row, locale));
    return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { ...(await includedOf(req, rows)), ...extra }));
  }

  async function sendRow(req: FastifyRequest, reply: FastifyReply, row: Row, status = 200) {
    return reply
      .code(status)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(definition.present(row, area.locale(req)), await includedOf(req, [row])));
  }

  /** A write on the caller's own row: transaction and owner's lock, load, authorize, then the command. */
  async function onMyRow<T>(userId: number, id: number, command: (tx: Transaction, row: Row) => Promise<T>) {
    return db.transaction(async (tx) => {
      await policy.lockOwner(tx, userId);
      const row = policy.writable(await definition.load(tx, id), userId);
      return command(tx, row);
    });
  }

  app.get(
    `/v1/users/:userId/${path}`,
    {
      schema: {
        tags,
        summary: `A user's ${noun}s`,
        description: "The whole list unless `page[size]` asks for less; 404 when the user is hidden.",
        params: ownerPath,
        querystring: listQuery(
          { "page[size]": `Page size, at most ${PAGE_SIZE_MAX} (the default)` },
          { filters: [], defaultSize: PAGE_SIZE_MAX },
        ),
        response: { 200: list, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { page } = req.query;
      const owner = await policy.readableOwner(req, req.params.userId);
      const { rows, total } = await definition.list(db, owner.id, page);
      return sendRows(req, reply, rows, pageLinks(req.url, page, total));
    },
  );

  if (definition.readOne) {
    app.get(
      `/v1/${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${noun}`,
          params: idPath,
          response: { 200: one, ...errorResponses },
        },
      },
      async (req, reply) => {
        const row = await definition.load(db, req.params.id);
        if (!row) throw errors.notFound();
        await policy.mayRead(req, row.userId);
        return sendRow(req, reply, row);
      },
    );
  }

  const create = definition.create;
  if (create) {
    app.post(
      `/v1/my/${path}`,
      {
        schema: {
          tags,
          summary: `Add a ${noun} to ${area.place}`,
          body: resourceBody({ type: bodyTypes, attributes: create.schema, relationships: create.relationships }),
          response: { 201: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        // The contract parsed the body; its type is the kit's type parameter, which the type provider
        // cannot carry through a generic schema.
        const input = req.body as Create;
        const row = await db.transaction(async (tx) => {
          await policy.lockOwner(tx, user.id);
          return create.run(tx, user.id, input);
        });
        return sendRow(req, reply, row, 201);
      },
    );
  }

  const update = definition.update;
  if (update) {
    app.patch(
      `/v1/my/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Change one of my ${noun}s`,
          params: idPath,
          body: resourceBody({
            type: bodyTypes,
            id: true,
            attributes: update.schema,
            relationships: update.relationships,
          }),
          response: { 200: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const { id } = req.params;
        matchBodyId(req, id);
        // The contract parsed the body; its type is the kit's type parameter, which the type provider
        // cannot carry through a generic schema.
        const input = req.body as Update;
        const row = await onMyRow(user.id, id, (tx, mine) => update.run(tx, mine, input));
        return sendRow(req, reply, row);
      },
    );
  }

  const remove = definition.remove;
  if (remove) {
    app.delete(
      `/v1/my/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Remove one of my ${noun}s`,
          params: idPath,
          response: { 204: noContent, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const removed = await onMyRow(user.id, req.params.id, (tx, mine) => remove(tx, mine));
        await discardObjects(app.deps, removed.discard);
        return reply.code(204).send();
      },
    );
  }

  const order = definition.order;
  if (order) {
    app.patch(
      `/v1/my/${path}/order`,
      {
        schema: {
          tags,
          summary: `Put my ${noun}s in a new order`,
          description:
            "Takes every row of the list as a resource identifier, first to last, and answers the list in " +
            "its new order. A row that is not mine is a 404; a list that leaves one out or names one twice, a 409.",
          body: orderBody(bodyTypes),
          response: { 200: listDocumentSchema(definition.resource, { included, paged: false }), ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const named = req.body.data.map((identifier) => identifier.id);
        const rows = await db.transaction(async (tx) => {
          await policy.lockOwner(tx, user.id);
          const mine = await order.all(tx, user.id);
          const byId = new Map(mine.map((row) => [String(row.id), row]));
          const ordered = named.map((id) => policy.writable(byId.get(id), user.id));
          if (new Set(named).size !== named.length || ordered.length !== mine.length) {
            throw errors.conflict(`Name each of your ${noun}s once.`, { pointer: "/data" });
          }
          await order.run(tx, ordered);
          return order.all(tx, user.id);
        });
        return sendRows(req, reply, rows);
      },
    );
  }
}

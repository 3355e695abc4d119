import {
  assignedSkillCreateSchema,
  assignedSkillResource,
  type CreationType,
  coCreatorCreateSchema,
  coCreatorResource,
  coCreatorUpdateSchema,
  documentSchema,
  itemWeblinkCreateSchema,
  itemWeblinkResource,
  itemWeblinkUpdateSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  type Resource,
  resourceBody,
  SHOWROOM_LIMITS,
  standardizedSkillResource,
  userResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Transaction } from "../../../db/connect.ts";
import { contractRoutes, errorResponses, matchBodyId, noBody, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { numericId } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { presentUsers } from "../../discovery/users/present.ts";
import { usersByIds } from "../../discovery/users/service.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentStandardizedSkill } from "../../reference/present.ts";
import { presentAssignedSkill, presentCoCreator, presentItemWeblink } from "../items/present.ts";
import { itemsPath } from "../paths.ts";
import {
  type CreationRow,
  lockCoCreatorForNamed,
  lockCoCreatorForOwnerOrNamed,
  lockOwnCreation,
  readableCreation,
} from "../policy.ts";
import {
  addCoCreator,
  addItemWeblink,
  assignSkill,
  changeCoCreator,
  changeItemWeblink,
  confirmCoCreator,
  findAssignedSkill,
  findCoCreator,
  findItemWeblink,
  listAssignedSkills,
  listCoCreators,
  listItemWeblinks,
  removeAssignedSkill,
  removeCoCreator,
  removeItemWeblink,
} from "./parts.ts";

const signedIn = { auth: "user" } as const;
const readPath = z.object({ id: z.string().describe("Item id or slug") });
const writePath = z.object({ id: numericId.describe("Item id") });
const partPath = z.object({ id: numericId.describe("Item id"), partId: numericId.describe("The part's id") });

/** A write's input: its schema (common/src/schemas/showroom.ts) and the relationships read as `<name>Id`. */
interface Write<Input> {
  schema: z.ZodType<Input, Record<string, unknown>>;
  relationships?: readonly string[];
  description: string;
}

/**
 * One list of an item's parts: how its rows are read, presented and written. The routes around it
 * (list, add, change, remove) are the same for every part; see partRoutes.
 */
interface ItemPart<Row extends { id: number }, Create, Update> {
  type: string;
  noun: string;
  resource: z.ZodObject;
  included: readonly z.ZodObject[];
  kinds: readonly CreationType[];
  list(req: FastifyRequest, item: CreationRow): Promise<Row[]>;
  /** A row of the item; undefined when the item has none of that id. */
  load(tx: Transaction, item: CreationRow, id: number): Promise<Row | undefined>;
  present(row: Row, item: CreationRow): Resource;
  /** What documents of these rows include beside them. */
  include(req: FastifyRequest, rows: Row[]): Promise<Resource[]>;
  create: Write<Create> & { run(tx: Transaction, item: CreationRow, input: Create): Promise<Row> };
  update?: Write<Update> & { run(tx: Transaction, row: Row, input: Update): Promise<Row> };
  /** Removes a row of the caller's own item; parts with their own rule register their own route. */
  remove?(tx: Transaction, row: Row): Promise<void>;
}

const definePart = <Row extends { id: number }, Create, Update>(part: ItemPart<Row, Create, Update>) => part;

const assignedSkills = definePart({
  type: "assigned_skills",
  noun: "skill",
  resource: assignedSkillResource,
  included: [standardizedSkillResource],
  kinds: ["showroom"],
  list: (req, item) => listAssignedSkills(req.server.deps.db, item),
  load: findAssignedSkill,
  present: presentAssignedSkill,
  async include(req, rows) {
    const skills = await referenceCatalog(req.server.deps.db).skills(rows.map((row) => row.skillId));
    return skills.map((skill) => presentStandardizedSkill(skill, requestLocale(req)));
  },
  create: {
    schema: assignedSkillCreateSchema,
    relationships: ["skill"],
    description: `Takes \`skill_id\` (or a \`skill\` relationship), a standardized skill; each once, at most ${SHOWROOM_LIMITS.skillsPerItem}, else a 422 at skill_id.`,
    run: (tx, item, input) => assignSkill(tx, item, input.skillId),
  },
  remove: removeAssignedSkill,
});

const coCreators = definePart({
  type: "co_creators",
  noun: "co-creator",
  resource: coCreatorResource,
  included: [userResource],
  kinds: ["showroom", "gallery"],
  list: (req, item) => listCoCreators(req.server.deps.db, item, viewerOf(req)),
  load: (tx, item, id) => findCoCreator(tx, item, id, { id: item.ownerId }),
  present: presentCoCreator,
  async include(req, rows) {
    const { db } = req.server.deps;
    return presentUsers(
      db,
      await usersByIds(
        db,
        rows.map((row) => row.userId),
      ),
      viewerOf(req),
    );
  },
  create: {
    schema: coCreatorCreateSchema,
    relationships: ["user"],
    description:
      `Takes \`user_id\` (or a \`user\` relationship) and an optional \`role\`: someone I may see, not me, once per ` +
      `item, at most ${SHOWROOM_LIMITS.coCreatorsPerItem}; else a 422 at user_id. The co-creator is asked to ` +
      "confirm: told at once when the item is published, else when it is first published.",
    run: (tx, item, input) => addCoCreator(tx, item, input),
  },
  update: {
    schema: coCreatorUpdateSchema,
    description: "Changes the role.",
    run: changeCoCreator,
  },
});

const itemWeblinks = definePart({
  type: "item_weblinks",
  noun: "web link",
  resource: itemWeblinkResource,
  included: [],
  kinds: ["showroom", "gallery"],
  list: (req, item) => listItemWeblinks(req.server.deps.db, item),
  load: findItemWeblink,
  present: presentItemWeblink,
  include: async () => [],
  create: {
    schema: itemWeblinkCreateSchema,
    description: `Takes \`url\` (http or https; a bare host gets https). At most ${SHOWROOM_LIMITS.weblinksPerItem}, else a 422 at url.`,
    run: (tx, item, input) => addItemWeblink(tx, item, input.url),
  },
  update: {
    schema: itemWeblinkUpdateSchema,
    description: "Changes the url.",
    run: changeItemWeblink,
  },
  remove: removeItemWeblink,
});

/**
 * Registers the routes of one part for each kind of item it belongs to: GET (whoever may read the
 * item), POST, PATCH and DELETE (its owner; another user's item, or a part of another item, is a 404).
 * Each write runs in one transaction that holds the item's lock.
 */
function partRoutes<Row extends { id: number }, Create, Update>(
  fastify: FastifyInstance,
  part: ItemPart<Row, Create, Update>,
): void {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const one = documentSchema(part.resource, { included: part.included });
  const list = listDocumentSchema(part.resource, { included: part.included, paged: false });

  async function send(req: FastifyRequest, reply: FastifyReply, item: CreationRow, rows: Row[], single: boolean) {
    const data = rows.map((row) => part.present(row, item));
    const included = await part.include(req, rows);
    return reply.type(JSONAPI_MEDIA_TYPE).send(document(single ? data[0] : data, { included }));
  }

  for (const kind of part.kinds) {
    const tags = [`${kind} item parts`];
    const path = `${itemsPath(kind)}/:id/${part.type === "item_weblinks" ? "weblinks" : part.type}`;
    const itemNoun = `${kind} item`;

    /** A write on a part of the caller's own item: transaction, the item's lock, the part, the command. */
    const onMyPart = <T>(
      userId: number,
      itemId: number,
      partId: number,
      command: (tx: Transaction, row: Row) => Promise<T>,
    ) =>
      db.transaction(async (tx) => {
        const item = await lockOwnCreation(tx, kind, itemId, userId);
        const row = await part.load(tx, item, partId);
        if (!row) throw errors.notFound();
        return { item, result: await command(tx, row) };
      });

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${part.noun}s of a ${itemNoun}`,
          description: `Every one (at most a few dozen), in the item's order; 404 when the ${itemNoun} is hidden.`,
          params: readPath,
          response: { 200: list, ...errorResponses },
        },
      },
      async (req, reply) => {
        const item = await readableCreation(req, kind, req.params.id);
        return send(req, reply, item, await part.list(req, item), false);
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Add a ${part.noun} to one of my ${itemNoun}s`,
          description: part.create.description,
          params: writePath,
          body: resourceBody({
            type: part.type,
            attributes: part.create.schema,
            relationships: part.create.relationships,
          }),
          response: { 201: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        // The contract parsed the body; its type is the kit's type parameter, which the type provider
        // cannot carry through a generic schema.
        const input = req.body as Create;
        const { item, row } = await db.transaction(async (tx) => {
          const mine = await lockOwnCreation(tx, kind, req.params.id, user.id);
          return { item: mine, row: await part.create.run(tx, mine, input) };
        });
        reply.code(201);
        return send(req, reply, item, [row], true);
      },
    );

    const update = part.update;
    if (update) {
      app.patch(
        `${path}/:partId`,
        {
          schema: {
            tags,
            summary: `Change a ${part.noun} of one of my ${itemNoun}s`,
            description: update.description,
            params: partPath,
            body: resourceBody({ type: part.type, id: true, attributes: update.schema }),
            response: { 200: one, ...errorResponses },
          },
          config: signedIn,
        },
        async (req, reply) => {
          const { user } = requireAuth(req);
          matchBodyId(req, req.params.partId);
          // The contract parsed the body; its type is the kit's type parameter, which the type provider
          // cannot carry through a generic schema.
          const input = req.body as Update;
          const { item, result } = await onMyPart(user.id, req.params.id, req.params.partId, (tx, row) =>
            update.run(tx, row, input),
          );
          return send(req, reply, item, [result], true);
        },
      );
    }

    const remove = part.remove;
    if (remove) {
      app.delete(
        `${path}/:partId`,
        {
          schema: {
            tags,
            summary: `Remove a ${part.noun} from one of my ${itemNoun}s`,
            params: partPath,
            response: { 204: noContent, ...errorResponses },
          },
          config: signedIn,
        },
        async (req, reply) => {
          const { user } = requireAuth(req);
          await onMyPart(user.id, req.params.id, req.params.partId, remove);
          return reply.code(204).send();
        },
      );
    }
  }
}

/**
 * What only co-creators have: a co-creator may take their own naming back (declining or leaving),
 * as the owner may remove it; and only the co-creator confirms it. Anyone else gets a 404.
 */
function coCreatorRoutes(fastify: FastifyInstance): void {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const one = documentSchema(coCreatorResource, { included: [userResource] });

  for (const kind of ["showroom", "gallery"] as const) {
    const tags = [`${kind} item parts`];
    const path = `${itemsPath(kind)}/:id/co_creators/:partId`;

    app.delete(
      path,
      {
        schema: {
          tags,
          summary: `Remove a co-creator from a ${kind} item`,
          description:
            "By the item's owner, or by the co-creator themself to decline or to leave; anyone else gets a 404.",
          params: partPath,
          response: { 204: noContent, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        await db.transaction(async (tx) => {
          const { coCreator } = await lockCoCreatorForOwnerOrNamed(
            tx,
            { type: kind, id: req.params.id },
            req.params.partId,
            user.id,
          );
          await removeCoCreator(tx, coCreator);
        });
        return reply.code(204).send();
      },
    );

    app.patch(
      `${path}/confirm`,
      {
        schema: {
          tags,
          summary: `Confirm that I co-created a ${kind} item`,
          description:
            "By the co-creator named, on an item they may read; the item then shows on their profile too. " +
            "Anyone else, the owner included, gets a 404. Confirming twice changes nothing.",
          params: partPath,
          body: noBody,
          response: { 200: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const item = await readableCreation(req, kind, String(req.params.id));
        const confirmed = await db.transaction(async (tx) => {
          const { coCreator } = await lockCoCreatorForNamed(tx, item, req.params.partId, user.id);
          return confirmCoCreator(tx, coCreator);
        });
        const me = await usersByIds(db, [user.id]);
        return reply
          .type(JSONAPI_MEDIA_TYPE)
          .send(document(presentCoCreator(confirmed, item), { included: await presentUsers(db, me, viewerOf(req)) }));
      },
    );
  }
}

/** The parts of items other than media: skills (showroom items), co-creators and web links. */
export async function itemPartRoutes(fastify: FastifyInstance): Promise<void> {
  partRoutes(fastify, assignedSkills);
  partRoutes(fastify, coCreators);
  partRoutes(fastify, itemWeblinks);
  coCreatorRoutes(fastify);
}

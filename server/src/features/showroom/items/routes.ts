import {
  CREATION_INCLUDED,
  type CreationType,
  coCreatorResource,
  documentSchema,
  foundShowroomItemResource,
  GALLERY_ITEM_INCLUDES,
  galleryItemCreateSchema,
  galleryItemOrderSchema,
  galleryItemResource,
  galleryItemUpdateSchema,
  type ItemMatch,
  itemWeblinkResource,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  mediaResource,
  orderedItemIds,
  PAGE_SIZE_MAX,
  resourceBody,
  SHOWROOM_ITEM_INCLUDES,
  SHOWROOM_LIMITS,
  showroomItemCreateSchema,
  showroomItemOrderSchema,
  showroomItemResource,
  showroomItemUpdateSchema,
  snakeKeys,
  toCamel,
  toSnake,
  userResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Transaction } from "../../../db/connect.ts";
import {
  contractJson,
  contractRoutes,
  errorResponses,
  matchBodyId,
  noBody,
  noContent,
} from "../../../jsonapi/contract.ts";
import { idPath, numericId } from "../../../jsonapi/params.ts";
import { type ListQuery, listParams, listQuery, type RawQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { KeptBody } from "../../../platform/http/compression.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { keptAddress, keptForVisitors, showsShowroom } from "../../../platform/reads/visitor-cache.ts";
import { discardObjects } from "../../../platform/uploads/store.ts";
import { userRefPath } from "../../discovery/users/list.ts";
import { requestedVisibleUser } from "../../discovery/users/service.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { readableRow } from "../../profiles/policy.ts";
import { findOperationSkill } from "../../profiles/sections/operation-skills.ts";
import { findOperation } from "../../profiles/sections/operations.ts";
import { namedCrafts } from "../../reference/crafts.ts";
import { itemLink, itemsPath } from "../paths.ts";
import { CREATION_RESOURCE_TYPES, type CreationRow, lockOwnCreation, readableCreation } from "../policy.ts";
import { presentItems } from "./present.ts";
import {
  exploreItems,
  type ItemsPage,
  listShowroom,
  listUserItems,
  neighboursOf,
  relatedItems,
  type UserItemsScope,
} from "./queries.ts";
import { itemIncludeQuery, readShowroomQuery, SHOWROOM_QUERY_PARAMS, shelfQuery } from "./query.ts";
import {
  createItem,
  draftItem,
  itemTag,
  orderItems,
  publishItem,
  removeItem,
  requireVersion,
  updateItem,
} from "./service.ts";

const signedIn = { auth: "user" } as const;
const ifMatchHeader = z.object({
  "if-match": z
    .string()
    .optional()
    .describe("The item's ETag as last read: the change is refused (412) when the item changed since"),
});

/** What differs between showroom and gallery items: names, contracts, what documents may include. */
const KINDS = {
  showroom: {
    noun: "showroom item",
    resource: showroomItemResource,
    includes: SHOWROOM_ITEM_INCLUDES.map(toCamel),
    // A showroom item includes everything either kind of item may.
    included: CREATION_INCLUDED,
    create: showroomItemCreateSchema,
    update: showroomItemUpdateSchema,
    order: { schema: showroomItemOrderSchema, attribute: "orderedShowroomItemIds" },
  },
  gallery: {
    noun: "gallery item",
    resource: galleryItemResource,
    includes: GALLERY_ITEM_INCLUDES.map(toCamel),
    included: [userResource, mediaResource, coCreatorResource, itemWeblinkResource],
    create: galleryItemCreateSchema,
    update: galleryItemUpdateSchema,
    order: { schema: galleryItemOrderSchema, attribute: "orderedGalleryItemIds" },
  },
} as const;

/**
 * The routes of showroom and gallery items: the showroom's lists (everyone), an item by id or
 * slug, a user's items, and the owner's writes. Who reads and writes what is the area's policy.
 */
export async function itemRoutes(fastify: FastifyInstance): Promise<void> {
  for (const type of ["showroom", "gallery"] as const) itemKindRoutes(fastify, type);
}

function itemKindRoutes(fastify: FastifyInstance, type: CreationType): void {
  const app = contractRoutes(fastify);
  const { db, visitorCache } = app.deps;
  const strict = !app.deps.config.isProduction;
  const kind = KINDS[type];
  const resourceType = CREATION_RESOURCE_TYPES[type];
  const tags = [`${type} items`];
  const base = itemsPath(type);
  const one = documentSchema(kind.resource, { included: kind.included });
  const list = listDocumentSchema(kind.resource, { included: kind.included });
  const foundList = listDocumentSchema(foundShowroomItemResource, { included: kind.included });
  const explored = listDocumentSchema(kind.resource, { included: kind.included, paged: false });
  const includeText = `${kind.includes.join(", ")} (comma-separated); a single item includes them all unless this names others`;
  const includeParam = { include: includeText };
  const includeQuery = (byDefault: readonly string[]) => itemIncludeQuery(includeText, kind.includes, byDefault);

  /** One item with its neighbours in the owner's order, the includes asked for, and its version as ETag. */
  async function itemAnswer(req: FastifyRequest, row: CreationRow, include: readonly string[]): Promise<Answer> {
    const { prev, next } = await neighboursOf(db, row);
    const at = (slug: string | null) => (slug ? itemLink(type, slug) : null);
    const { data, included } = await presentItems(db, [row], {
      viewer: viewerOf(req),
      include,
      locale: requestLocale(req),
      links: () => ({ self: itemLink(type, row.slug), prev: at(prev), next: at(next) }),
    });
    return { body: document(data[0], { included }), etag: itemTag(row) };
  }

  const send = (reply: FastifyReply, { body, etag }: Answer, status = 200) => {
    if (etag) reply.header("etag", etag);
    return reply.code(status).type(JSONAPI_MEDIA_TYPE).send(body);
  };

  const sendItem = async (req: FastifyRequest, reply: FastifyReply, row: CreationRow, status = 200) =>
    send(reply, await itemAnswer(req, row, kind.includes), status);

  /**
   * Answers a read. What a visitor reads is the same for every visitor: kept as sent until someone
   * it shows changes (their items with them), or, for a build that lists the showroom
   * (showsShowroom), until any creation or who may be listed does.
   */
  async function answerRead(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType, build: () => Promise<Answer>) {
    if (viewerOf(req)) return send(reply, await build());
    const contract = { schema, strict, route: `GET ${req.routeOptions.url}` };
    const kept = await keptForVisitors(
      visitorCache,
      `items:${requestLocale(req)}|${keptAddress(req.url)}`,
      async () => {
        const { body, etag } = await build();
        return new KeptBody(contractJson(schema, body, contract), etag ? { etag } : {});
      },
    );
    return kept.send(req, reply.type(JSONAPI_MEDIA_TYPE));
  }

  /** A write on the caller's own item: transaction, the item's lock, then the command. */
  function onMyItem<T>(userId: number, id: number, command: (tx: Transaction, row: CreationRow) => Promise<T>) {
    return db.transaction(async (tx) => command(tx, await lockOwnCreation(tx, type, id, userId)));
  }

  app.post(
    base,
    {
      schema: {
        tags,
        summary: `Create a ${kind.noun}`,
        description:
          "A new item is a draft first in my items (my order's others keep theirs, after it), with a slug made from " +
          "its title. Until the item is first published the slug follows its title; from then on it stays when the " +
          "title changes." +
          (type === "showroom"
            ? ` \`creative_field_ids\`: at most ${SHOWROOM_LIMITS.creativeFieldsPerItem}; an unknown id is a 422 there.`
            : ""),
        body: resourceBody({ type: resourceType, attributes: kind.create }),
        response: { 201: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = req.body;
      const row = await db.transaction((tx) => createItem(tx, type, user.id, input));
      return sendItem(req, reply, row, 201);
    },
  );

  app.get(
    `${base}/:idOrSlug`,
    {
      schema: {
        tags,
        summary: `One ${kind.noun}, by id or slug`,
        description:
          "A published item of someone the caller may see, or one of mine in any state; anything else is a 404. " +
          "`links.prev` and `links.next` name the owner's neighbouring published items in the owner's order " +
          "(null at the ends). The `ETag` header is the item's version, for `If-Match` on a change.",
        params: z.object({ idOrSlug: z.string().describe("Item id or slug") }),
        querystring: includeQuery(kind.includes),
        response: { 200: one, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { include } = req.query;
      return answerRead(req, reply, one, async () =>
        itemAnswer(req, await readableCreation(req, type, req.params.idOrSlug), include),
      );
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Change one of my ${kind.noun}s`,
        description:
          "Any of the attributes of creation. A new title gives an item never published a slug made from it (only " +
          "I know its address until then); once the item was published the slug stays. With `If-Match` naming the " +
          "version last read, a change made meanwhile is a 412 instead of being overwritten. Another user's item is " +
          "a 404.",
        params: idPath,
        headers: ifMatchHeader,
        body: resourceBody({ type: resourceType, id: true, attributes: kind.update }),
        response: { 200: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, req.params.id);
      const input = req.body;
      const row = await onMyItem(user.id, req.params.id, (tx, mine) => {
        requireVersion(mine, req.headers["if-match"]);
        return updateItem(tx, mine, input);
      });
      return sendItem(req, reply, row);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Remove one of my ${kind.noun}s`,
        description: "Removes the item with its media (and their stored files), co-creators, links and likes.",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const keys = await onMyItem(user.id, req.params.id, removeItem);
      await discardObjects(app.deps, keys);
      return reply.code(204).send();
    },
  );

  for (const [action, command, summary] of [
    ["publish", publishItem, "Publish one of my items: it needs a medium (else 422 at /data/relationships/media)"],
    ["draft", draftItem, "Take one of my items back to draft: only I see it then"],
  ] as const) {
    app.patch(
      `${base}/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          description:
            action === "publish"
              ? "The first publication stamps `published_at` and tells the owner's followers; publishing an item that " +
                "is published already changes nothing."
              : "Drafting a draft changes nothing. The item keeps its `published_at`.",
          params: idPath,
          body: noBody,
          response: { 200: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const row = await onMyItem(user.id, req.params.id, command);
        return sendItem(req, reply, row);
      },
    );
  }

  app.patch(
    `${base}/order`,
    {
      schema: {
        tags,
        summary: `Put my ${kind.noun}s in a new order`,
        description: `\`${toSnake(kind.order.attribute)}\`: the ids of every one of my ${kind.noun}s, comma-joined, first to last. Leaving one out, naming one twice or another's is a 422 there. Answers my items in their new order.`,
        body: resourceBody({ type: resourceType, attributes: kind.order.schema }),
        response: { 200: listDocumentSchema(kind.resource, { paged: false }), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const ids = orderedItemIds(req.body);
      const rows = await db.transaction((tx) => orderItems(tx, type, user.id, ids, kind.order.attribute));
      return send(reply, await itemsAnswer(req, rows, []));
    },
  );

  /** Items with what `include` asked for, and the paging of a list when given. */
  async function itemsAnswer(
    req: FastifyRequest,
    rows: CreationRow[],
    include: readonly string[],
    paging: Partial<ReturnType<typeof pageLinks>> = {},
    found?: readonly ItemMatch[],
  ): Promise<Answer> {
    const { data, included } = await presentItems(db, rows, {
      viewer: viewerOf(req),
      include,
      locale: requestLocale(req),
    });
    if (found) for (const [index, item] of data.entries()) item.meta = snakeKeys(found[index]);
    return { body: document(data, { ...(include.length > 0 ? { included } : {}), ...paging }) };
  }

  /** A page of items with paging links, what `include` asked for and what a keyword found each by. */
  const pageAnswer = (req: FastifyRequest, result: ItemsPage, query: ListQuery) =>
    itemsAnswer(req, result.rows, query.include, pageLinks(req.url, query.page, result.total), result.found);

  const userItems = (req: FastifyRequest, reply: FastifyReply, query: ListQuery, read: () => Promise<UserItems>) =>
    answerRead(req, reply, list, async () => {
      const { userId, scope } = await read();
      return pageAnswer(req, await listUserItems(db, viewerOf(req), type, userId, scope, query.page), query);
    });
  const itemsListQuery = listQuery(
    { ...includeParam, "page[size]": `Page size, ${SHOWROOM_LIMITS.pageSize} by default, at most ${PAGE_SIZE_MAX}` },
    { filters: [], includable: kind.includes, defaultSize: SHOWROOM_LIMITS.pageSize },
  );

  app.get(
    `/v1/users/:id/${resourceType}`,
    {
      schema: {
        tags,
        summary: `A user's ${kind.noun}s`,
        description:
          "Their published items in their order, then the published items they are a confirmed co-creator of. The " +
          "user reading their own list also gets their drafts (`status`), in their order after their published " +
          "items and before those they co-created. 404 when the user is hidden.",
        params: userRefPath,
        querystring: itemsListQuery,
        response: { 200: list, ...errorResponses },
      },
    },
    async (req, reply) =>
      userItems(req, reply, req.query, async () => ({
        userId: (await requestedVisibleUser(req, req.params.id)).id,
        scope: {},
      })),
  );

  if (type !== "showroom") return;

  app.get(
    "/v1/creative_field_operations/:operationId/showroom_items",
    {
      schema: {
        tags,
        summary: "The showroom items of a creative field operation's user in its creative field",
        description: "As the user's showroom items, narrowed to the operation's field. 404 when the user is hidden.",
        params: z.object({ operationId: numericId }),
        querystring: itemsListQuery,
        response: { 200: list, ...errorResponses },
      },
    },
    async (req, reply) =>
      userItems(req, reply, req.query, async () => {
        const op = await readableRow(req, await findOperation(db, req.params.operationId));
        return { userId: op.userId, scope: { creativeFieldId: op.creativeFieldId } };
      }),
  );

  app.get(
    "/v1/skills/:id/showroom_items",
    {
      schema: {
        tags,
        summary: "The showroom items of an operation skill's user that have the skill assigned",
        description: "As the user's showroom items, narrowed to the skill. 404 when the user is hidden.",
        params: idPath,
        querystring: itemsListQuery,
        response: { 200: list, ...errorResponses },
      },
    },
    async (req, reply) =>
      userItems(req, reply, req.query, async () => {
        const skill = await readableRow(req, await findOperationSkill(db, req.params.id));
        return { userId: skill.userId, scope: { skillId: skill.skillId } };
      }),
  );

  app.get(
    "/v1/showroom/items",
    {
      schema: {
        tags,
        summary: "The showroom: published showroom items, filtered and paged",
        description:
          "Published items of people the caller may see. `sorted_by` 0 (default) is the seed order, shuffled once " +
          "and stable across pages; 1 is newest first. Filters take comma-separated values. " +
          "`filter[with_showroom_keyword]` finds items whose title or description holds every word, or that are " +
          "tagged with a creative field or skill whose English or German name holds the keyword; in the seed " +
          "order the items holding the words come first. Each item it lists carries `meta.matched_by` (title, " +
          "creative_field, skill) and `meta.matched_label`, the name of what matched in the reader's language " +
          "(the title for its own words).",
        querystring: listParams({ ...SHOWROOM_QUERY_PARAMS, ...includeParam }).transform((raw) =>
          readShowroomQuery(raw as RawQuery, kind.includes),
        ),
        response: { 200: foundList, ...errorResponses },
      },
    },
    async (req, reply) => {
      const query = req.query;
      const { keyword } = query.filter;
      const locale = requestLocale(req);
      return answerRead(req, reply, foundList, async () => {
        showsShowroom();
        const search = keyword ? { crafts: await namedCrafts(db, keyword, locale), locale } : undefined;
        return pageAnswer(
          req,
          await listShowroom(db, viewerOf(req), query.filter, query.sort, query.list.page, search),
          query.list,
        );
      });
    },
  );

  app.get(
    "/v1/showroom/items/explore",
    {
      schema: {
        tags,
        summary: `${SHOWROOM_LIMITS.explorePageSize} showroom items to explore`,
        description:
          "A different set each day, at most one per owner, items with a picture first and liked ones more often.",
        querystring: shelfQuery(includeText, kind.includes, SHOWROOM_LIMITS.explorePageSize),
        response: {
          200: explored,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { include, size } = req.query;
      return answerRead(req, reply, explored, async () => {
        showsShowroom();
        return itemsAnswer(req, await exploreItems(db, viewerOf(req), size), include);
      });
    },
  );

  app.get(
    "/v1/showroom/items/:id/related",
    {
      schema: {
        tags,
        summary: `Up to ${SHOWROOM_LIMITS.relatedCount} showroom items like this one`,
        description:
          "Published items sharing a creative field or a skill with it, other owners' first. 404 when the item is hidden.",
        params: z.object({ id: z.string().describe("Item id or slug") }),
        querystring: shelfQuery(includeText, kind.includes, SHOWROOM_LIMITS.relatedCount),
        response: {
          200: explored,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { include, size } = req.query;
      return answerRead(req, reply, explored, async () => {
        showsShowroom();
        const item = await readableCreation(req, "showroom", req.params.id);
        return itemsAnswer(req, await relatedItems(db, viewerOf(req), item, size), include);
      });
    },
  );
}

/** A read's document, and the version of the item it shows as ETag. */
interface Answer {
  body: unknown;
  etag?: string;
}

/** Whose items a user's list shows, and what it narrows to. */
interface UserItems {
  userId: number;
  scope: UserItemsScope;
}

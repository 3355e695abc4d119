import {
  JSONAPI_MEDIA_TYPE,
  missingTranslationSchema,
  PAGE_SIZE_MAX,
  type Resource,
  type SupportedLocale,
  toCamel,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseBody } from "../../jsonapi/body.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idParam, idParams } from "../../jsonapi/params.ts";
import { type ListQuery, type ListQueryOptions, parseListQuery, type RawQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { enforceRateLimit } from "../../platform/rate-limit/enforce.ts";
import { localeRoutes, requestLocale } from "./locales.ts";
import {
  presentCreativeField,
  presentIndustry,
  presentLanguage,
  presentLocation,
  presentMissingTranslation,
  presentSetting,
  presentSkillName,
  presentStandardizedProfession,
  presentStandardizedSkill,
  presentTranslations,
} from "./present.ts";
import { foldName } from "./search.ts";
import {
  findCreativeField,
  findIndustry,
  findLocation,
  findPublicSetting,
  listCreativeFields,
  listIndustries,
  listLanguages,
  listLocations,
  listPublicSettings,
  listStandardizedProfessions,
  listStandardizedSkills,
  type NameFilter,
  type Paged,
  recordMissingTranslation,
  translationsFor,
} from "./service.ts";

const tags = ["reference"];
/** `paging=false` on a short vocabulary returns it whole, up to this many rows. */
const WHOLE_LIST_MAX = 1000;
/** Bounds on one name filter, so a query stays cheap: terms per filter and characters per term. */
const MAX_TERMS = 100;
const MAX_TERM_LENGTH = 100;

const listQuerystring = (filters: Record<string, string>) => ({
  type: "object",
  properties: {
    // Untyped: a repeated parameter is an array, and the list parser, not the schema, decides (the last counts).
    "page[number]": { description: "Page number, from 1" },
    "page[size]": { description: `Page size, at most ${PAGE_SIZE_MAX}` },
    ...Object.fromEntries(Object.entries(filters).map(([name, description]) => [`filter[${name}]`, { description }])),
  },
});

const nameFilters = {
  with_name: "Names starting with this text (any case or accents); comma-separated alternatives",
  with_names: "Exactly these names (English or German, any case), comma-separated",
};

function found<T>(row: T | undefined): T {
  if (row === undefined) throw errors.notFound();
  return row;
}

const send = (reply: FastifyReply, doc: object) => reply.type(JSONAPI_MEDIA_TYPE).send(doc);

/** Short vocabularies come whole in one default page; `paging=false` lifts the page size cap. */
function vocabularyQuery(req: FastifyRequest, opts: ListQueryOptions = {}): ListQuery {
  const query = parseListQuery({ "page[size]": String(PAGE_SIZE_MAX), ...(req.query as RawQuery) }, opts);
  return query.paging ? query : { ...query, page: { number: 1, size: WHOLE_LIST_MAX, offset: 0 } };
}

/**
 * The name filters of a list, or null when one was sent empty: an empty search finds nothing
 * (spec 001 section 5), while a list without filters is the whole vocabulary.
 */
function nameFilter(query: ListQuery): NameFilter | null {
  const { withName, withNames } = query.filter;
  for (const [name, terms] of [
    ["with_name", withName],
    ["with_names", withNames],
  ] as const) {
    if (terms && (terms.length > MAX_TERMS || terms.some((t) => t.length > MAX_TERM_LENGTH))) {
      throw errors.badRequest(`filter[${name}] takes at most ${MAX_TERMS} names of ${MAX_TERM_LENGTH} characters.`, {
        parameter: `filter[${name}]`,
      });
    }
  }
  const prefixes = withName?.filter((t) => foldName(t) !== "");
  if (prefixes?.length === 0 || withNames?.length === 0) return null;
  return { prefixes, names: withNames };
}

function sendPage<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
  result: Paged<T>,
  present: (row: T, locale: SupportedLocale) => Resource,
) {
  const locale = requestLocale(req);
  const { links, meta } = pageLinks(req.url, query.page, result.total);
  return send(
    reply,
    document(
      result.rows.map((row) => present(row, locale)),
      { links, meta },
    ),
  );
}

const noRows = { rows: [], total: 0 };

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await app.register(localeRoutes);

  app.get<{ Params: { language: string } }>(
    "/i18n/:language",
    {
      schema: {
        tags,
        summary: "Server-side translation messages of one interface language (en or de), nested by key",
        params: {
          type: "object",
          properties: { language: { type: "string", description: "en or de" } },
          required: ["language"],
        },
      },
    },
    async (req, reply) => {
      const language = req.params.language.toLowerCase();
      if (language !== "en" && language !== "de") throw errors.notFound(`There are no messages in ${language}.`);
      return send(reply, document(presentTranslations(language, await translationsFor(db, language))));
    },
  );

  app.post(
    "/i18n/missing",
    {
      // A report is a key, a locale and a route: anything larger is not one.
      bodyLimit: 4096,
      schema: {
        tags,
        summary: "Report a translation key the web client did not find; repeated reports are counted",
      },
    },
    async (req, reply) => {
      // A browser reports each missing key once; bursts beyond this only fill the table.
      await enforceRateLimit(req, "i18n-missing", { limit: 600, windowMs: 10 * 60_000 });
      const input = parseBody(req.body, missingTranslationSchema, { type: "missing_translations" });
      const row = await recordMissingTranslation(db, input);
      return send(reply.code(201), document(presentMissingTranslation(row)));
    },
  );

  app.get(
    "/settings",
    { schema: { tags, summary: "All public settings, ordered by scope and key" } },
    async (_req, reply) => {
      const rows = await listPublicSettings(db);
      return send(reply, document(rows.map(presentSetting), { meta: { total: rows.length } }));
    },
  );

  app.get<{ Params: { scope: string; key: string } }>(
    "/settings/:scope/:key",
    {
      schema: {
        tags,
        summary: "One public setting, e.g. registration/resendConfirmationEmailTimespan",
        params: {
          type: "object",
          properties: { scope: { type: "string" }, key: { type: "string" } },
          required: ["scope", "key"],
        },
      },
    },
    async (req, reply) => {
      // Keys are camelCase like the spec's; the snake_case spelling of the wire is accepted too.
      const row = found(await findPublicSetting(db, toCamel(req.params.scope), toCamel(req.params.key)));
      return send(reply, document(presentSetting(row)));
    },
  );

  app.get(
    "/v1/creative_fields",
    { schema: { tags, summary: "The creative fields, in the app's order", querystring: listQuerystring({}) } },
    async (req, reply) => {
      const query = vocabularyQuery(req, { filters: [] });
      return sendPage(req, reply, query, await listCreativeFields(db, {}, query.page), presentCreativeField);
    },
  );

  app.get(
    "/v1/creative_fields/featured",
    { schema: { tags, summary: "The featured creative fields", querystring: listQuerystring({}) } },
    async (req, reply) => {
      const query = vocabularyQuery(req, { filters: [] });
      return sendPage(
        req,
        reply,
        query,
        await listCreativeFields(db, { featured: true }, query.page),
        presentCreativeField,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    "/v1/creative_fields/:id",
    { schema: { tags, summary: "One creative field", params: idParams } },
    async (req, reply) => {
      const row = found(await findCreativeField(db, idParam(req.params.id)));
      return send(reply, document(presentCreativeField(row, requestLocale(req))));
    },
  );

  app.get(
    "/v1/industries",
    {
      schema: {
        tags,
        summary: "The industries, alphabetical in the reader's language",
        querystring: listQuerystring({}),
      },
    },
    async (req, reply) => {
      const query = vocabularyQuery(req, { filters: [] });
      return sendPage(req, reply, query, await listIndustries(db, requestLocale(req), query.page), presentIndustry);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/v1/industries/:id",
    { schema: { tags, summary: "One industry", params: idParams } },
    async (req, reply) => {
      const row = found(await findIndustry(db, idParam(req.params.id)));
      return send(reply, document(presentIndustry(row, requestLocale(req))));
    },
  );

  app.get(
    "/languages",
    {
      schema: {
        tags,
        summary: "ISO 639-1 languages with English and German names; an empty name filter finds nothing",
        querystring: listQuerystring(nameFilters),
      },
    },
    async (req, reply) => {
      const query = vocabularyQuery(req, { filters: ["withName", "withNames"] });
      const filter = nameFilter(query);
      const result = filter ? await listLanguages(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, presentLanguage);
    },
  );

  app.get(
    "/locations",
    {
      schema: {
        tags,
        summary: "Cities of the world, the most populous first; an empty name filter finds nothing",
        querystring: listQuerystring(nameFilters),
      },
    },
    async (req, reply) => {
      const query = parseListQuery(req.query as RawQuery, { filters: ["withName", "withNames"] });
      const filter = nameFilter(query);
      const result = filter ? await listLocations(db, filter, query.page) : noRows;
      return sendPage(req, reply, query, result, presentLocation);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/locations/:id",
    { schema: { tags, summary: "One location (its GeoNames id)", params: idParams } },
    async (req, reply) => {
      const row = found(await findLocation(db, idParam(req.params.id)));
      return send(reply, document(presentLocation(row, requestLocale(req))));
    },
  );

  app.get(
    "/v1/standardized_professions",
    {
      schema: {
        tags,
        summary: "The standard professions; an empty name filter finds nothing",
        querystring: listQuerystring(nameFilters),
      },
    },
    async (req, reply) => {
      const query = parseListQuery(req.query as RawQuery, { filters: ["withName", "withNames"] });
      const filter = nameFilter(query);
      const result = filter ? await listStandardizedProfessions(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, presentStandardizedProfession);
    },
  );

  for (const [path, summary, present] of [
    ["/v1/standardized_skills", "The standard skills; an empty name filter finds nothing", presentStandardizedSkill],
    ["/v1/skill_names", "Skill names for autocomplete; an empty name filter finds nothing", presentSkillName],
  ] as const) {
    app.get(path, { schema: { tags, summary, querystring: listQuerystring(nameFilters) } }, async (req, reply) => {
      const query = parseListQuery(req.query as RawQuery, { filters: ["withName", "withNames"] });
      const filter = nameFilter(query);
      const result = filter ? await listStandardizedSkills(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, present);
    });
  }
}

import {
  COOKIES,
  creativeFieldResource,
  documentSchema,
  foldName,
  industryResource,
  JSONAPI_MEDIA_TYPE,
  languageResource,
  listDocumentSchema,
  localeResource,
  locationResource,
  missingTranslationResource,
  missingTranslationSchema,
  PAGE_SIZE_MAX,
  type Resource,
  type ResourceSchema,
  resourceBody,
  SESSION_LIFETIME_DAYS,
  type SupportedLocale,
  settingResource,
  skillNameResource,
  standardizedProfessionResource,
  standardizedSkillResource,
  toCamel,
  translationResource,
} from "@atelier/common";
import { paths, safeReturnTo } from "@atelier/common/paths";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, noBody, serializerCompiler } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath } from "../../jsonapi/params.ts";
import { type ListQuery, listQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { isFromAppPage, secureCookies } from "../../platform/auth/plugin.ts";
import { memoize } from "../../platform/cache/memo.ts";
import { isSupportedLocale, requestLocale } from "../../platform/http/locale.ts";
import {
  presentCreativeField,
  presentIndustry,
  presentLanguage,
  presentLocale,
  presentLocation,
  presentMissingTranslation,
  presentSetting,
  presentSkillName,
  presentStandardizedProfession,
  presentStandardizedSkill,
  presentTranslations,
} from "./present.ts";
import {
  findCreativeField,
  findIndustry,
  findLocale,
  findLocation,
  findPublicSetting,
  listCreativeFields,
  listIndustries,
  listLanguages,
  listLocales,
  listLocations,
  listPublicSettings,
  listStandardizedProfessions,
  listStandardizedSkills,
  type NameFilter,
  type Paged,
  recordMissingTranslation,
  rememberLocale,
  translationsFor,
} from "./service.ts";

const tags = ["reference"];
/** `paging=false` on a short vocabulary returns it whole, up to this many rows. */
const WHOLE_LIST_MAX = 1000;
/** Bounds on one name filter, so a query stays cheap: terms per filter and characters per term. */
const MAX_TERMS = 100;
const MAX_TERM_LENGTH = 100;

/** The query of a reference list: paging and the filters it names (each `filter[name]`). */
const referenceQuery = (filters: Record<string, string>, opts: { vocabulary?: boolean } = {}) =>
  listQuery(
    {
      "page[size]": `Page size, at most ${PAGE_SIZE_MAX}${opts.vocabulary ? " (the default here)" : ""}`,
      ...(opts.vocabulary ? { paging: "false: the whole list, up to 1000 rows" } : {}),
      ...Object.fromEntries(Object.entries(filters).map(([name, text]) => [`filter[${name}]`, text])),
    },
    {
      filters: Object.keys(filters).map(toCamel),
      ...(opts.vocabulary ? { defaultSize: PAGE_SIZE_MAX } : {}),
    },
  );

const nameFilters = {
  with_name:
    "Names containing this text in English or German (any case or accents), names starting with it first; comma-separated alternatives",
  with_names: "Exactly these names (English or German, any case), comma-separated",
};

function found<T>(row: T | undefined): T {
  if (row === undefined) throw errors.notFound();
  return row;
}

const send = (reply: FastifyReply, doc: object) => reply.type(JSONAPI_MEDIA_TYPE).send(doc);

/** Short vocabularies come whole in one default page; `paging=false` lifts the page size cap. */
const whole = (query: ListQuery): ListQuery =>
  query.paging ? query : { ...query, page: { number: 1, size: WHOLE_LIST_MAX, offset: 0 } };

/** The list and single documents of a reference resource, with the errors every route may send. */
const listOf = (resource: ResourceSchema) => ({ 200: listDocumentSchema(resource), ...errorResponses });
const oneOf = (resource: ResourceSchema, status = 200) => ({
  [status]: documentSchema(resource),
  ...errorResponses,
});

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
  const terms = withName?.filter((t) => foldName(t) !== "");
  if (terms?.length === 0 || withNames?.length === 0) return null;
  return { terms, names: withNames };
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

const localeList = listDocumentSchema(localeResource, { paged: false });

/** The interface languages, and the reader's choice among them. */
async function localeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  // Two seeded rows that every page load asks for: read them once a minute, not per request, and
  // keep the list's document serialized, so a request only writes it out. It is serialized as
  // replies are, against its contract.
  const allLocales = memoize(60_000, async (_: "all") => listLocales(db));
  const serializeList = serializerCompiler(!config.isProduction)({
    schema: localeList,
    method: "GET",
    url: "/api/locales",
  });
  const listed = memoize(60_000, async (_: "all") =>
    serializeList(document((await allLocales("all")).map(presentLocale))),
  );

  app.get(
    "/locales",
    { schema: { tags, summary: "The interface languages", response: { 200: localeList, ...errorResponses } } },
    async (_req, reply) => reply.type(JSONAPI_MEDIA_TYPE).send(await listed("all")),
  );

  app.get(
    "/locales/current",
    {
      schema: {
        tags,
        summary: "The language of this request (cookie, account, browser, English)",
        response: oneOf(localeResource),
      },
    },
    async (req, reply) => {
      const code = requestLocale(req);
      const row = found((await allLocales("all")).find((l) => l.code === code));
      return send(reply, document(presentLocale(row)));
    },
  );

  app.patch(
    "/locales/:id",
    {
      schema: {
        tags,
        summary: "Choose the interface language (cookie, and the account when signed in)",
        params: idPath,
        body: noBody,
        response: oneOf(localeResource),
      },
    },
    async (req, reply) => {
      const row = found(await findLocale(db, req.params.id));
      if (req.auth) await rememberLocale(db, req.auth.user.id, row.code);
      reply.setCookie(COOKIES.locale, row.code, {
        path: "/",
        sameSite: "lax",
        maxAge: 365 * 24 * 3600,
        secure: config.isProduction,
      });
      return send(reply, document(presentLocale(row)));
    },
  );
}

/**
 * `GET /locale/{en|de}?returnTo=/path`: the language switch of a page that runs no script (not yet
 * hydrated, or scripts off). It sets the `locale` cookie exactly as the web app does in the browser,
 * then sends the reader back to the page, on this site only. The account keeps its language: a
 * link must not change stored data, and the cookie already decides the language of every page.
 * A page route, outside /api.
 */
export async function localeSwitchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const secure = secureCookies(app.deps.config);

  app.get(
    "/locale/:code",
    {
      schema: {
        params: z.object({ code: z.string() }),
        // A repeated returnTo is no single page to go back to: it goes home.
        querystring: z.object({ returnTo: z.union([z.string(), z.array(z.string())]).optional() }),
        response: { 303: z.null().describe("Back to returnTo when it is a page of this site, else home") },
      },
    },
    async (req, reply) => {
      const code = req.params.code.toLowerCase();
      if (!isSupportedLocale(code)) return reply.callNotFound();
      const returnTo = typeof req.query.returnTo === "string" ? safeReturnTo(req.query.returnTo) : null;
      return reply
        .setCookie(COOKIES.locale, code, {
          path: "/",
          maxAge: SESSION_LIFETIME_DAYS * 24 * 3600,
          sameSite: "lax",
          secure,
        })
        .header("cache-control", "no-store")
        .redirect(returnTo ?? paths.home, 303);
    },
  );
}

export async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  await app.register(localeRoutes);

  app.get(
    "/i18n/:language",
    {
      schema: {
        tags,
        summary: "Server-side translation messages of one interface language (en or de), nested by key",
        params: z.object({ language: z.string().describe("en or de") }),
        response: oneOf(translationResource),
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
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Report a translation key the web client did not find; repeated reports are counted",
        description:
          "Only from the app's own pages (their Origin, or Sec-Fetch-Site same-origin; else a 403). The key is " +
          "a dotted translation key, the route a path of the app; the document is at most 1 KB (413).",
        body: resourceBody({ type: "missing_translations", attributes: missingTranslationSchema }),
        response: oneOf(missingTranslationResource, 201),
      },
      // A browser reports each missing key once; bursts beyond this only fill the table.
      config: { rateLimit: { name: "i18n-missing", limit: 600, windowMs: 10 * 60_000 } },
    },
    async (req, reply) => {
      // The table is read by the people who translate: only the app's own pages add to it.
      if (!isFromAppPage(req, app.deps.config.appOrigin)) {
        throw errors.forbidden("Missing translations are reported by the app's own pages.");
      }
      const row = await recordMissingTranslation(db, req.body);
      return send(reply.code(201), document(presentMissingTranslation(row)));
    },
  );

  app.get(
    "/settings",
    {
      schema: {
        tags,
        summary: "All public settings, ordered by scope and key",
        response: { 200: listDocumentSchema(settingResource, { paged: false }), ...errorResponses },
      },
    },
    async (_req, reply) => {
      const rows = await listPublicSettings(db);
      return send(reply, document(rows.map(presentSetting), { meta: { total: rows.length } }));
    },
  );

  app.get(
    "/settings/:scope/:key",
    {
      schema: {
        tags,
        summary: "One public setting, e.g. registration/resendConfirmationEmailTimespan",
        params: z.object({ scope: z.string(), key: z.string() }),
        response: oneOf(settingResource),
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
    {
      schema: {
        tags,
        summary: "The creative fields, in the app's order",
        querystring: referenceQuery({}, { vocabulary: true }),
        response: listOf(creativeFieldResource),
      },
    },
    async (req, reply) => {
      const query = whole(req.query);
      return sendPage(req, reply, query, await listCreativeFields(db, query.page), presentCreativeField);
    },
  );

  app.get(
    "/v1/creative_fields/:id",
    { schema: { tags, summary: "One creative field", params: idPath, response: oneOf(creativeFieldResource) } },
    async (req, reply) => {
      const row = found(await findCreativeField(db, req.params.id));
      return send(reply, document(presentCreativeField(row, requestLocale(req))));
    },
  );

  app.get(
    "/v1/industries",
    {
      schema: {
        tags,
        summary: "The industries, alphabetical in the reader's language; an empty name filter finds nothing",
        querystring: referenceQuery(nameFilters, { vocabulary: true }),
        response: listOf(industryResource),
      },
    },
    async (req, reply) => {
      const query = whole(req.query);
      const filter = nameFilter(query);
      const result = filter ? await listIndustries(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, presentIndustry);
    },
  );

  app.get(
    "/v1/industries/:id",
    { schema: { tags, summary: "One industry", params: idPath, response: oneOf(industryResource) } },
    async (req, reply) => {
      const row = found(await findIndustry(db, req.params.id));
      return send(reply, document(presentIndustry(row, requestLocale(req))));
    },
  );

  app.get(
    "/languages",
    {
      schema: {
        tags,
        summary: "ISO 639-1 languages with English and German names; an empty name filter finds nothing",
        querystring: referenceQuery(nameFilters, { vocabulary: true }),
        response: listOf(languageResource),
      },
    },
    async (req, reply) => {
      const query = whole(req.query);
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
        querystring: referenceQuery(nameFilters),
        response: listOf(locationResource),
      },
    },
    async (req, reply) => {
      const query = req.query;
      const filter = nameFilter(query);
      const result = filter ? await listLocations(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, presentLocation);
    },
  );

  app.get(
    "/locations/:id",
    {
      schema: { tags, summary: "One location (its GeoNames id)", params: idPath, response: oneOf(locationResource) },
    },
    async (req, reply) => {
      const row = found(await findLocation(db, req.params.id));
      return send(reply, document(presentLocation(row, requestLocale(req))));
    },
  );

  app.get(
    "/v1/standardized_professions",
    {
      schema: {
        tags,
        summary: "The standard professions; an empty name filter finds nothing",
        querystring: referenceQuery(nameFilters),
        response: listOf(standardizedProfessionResource),
      },
    },
    async (req, reply) => {
      const query = req.query;
      const filter = nameFilter(query);
      const result = filter ? await listStandardizedProfessions(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, presentStandardizedProfession);
    },
  );

  for (const [path, summary, present, resource] of [
    [
      "/v1/standardized_skills",
      "The standard skills; an empty name filter finds nothing",
      presentStandardizedSkill,
      standardizedSkillResource,
    ],
    [
      "/v1/skill_names",
      "Skill names for autocomplete; an empty name filter finds nothing",
      presentSkillName,
      skillNameResource,
    ],
  ] as const) {
    const schema = { tags, summary, querystring: referenceQuery(nameFilters), response: listOf(resource) };
    app.get(path, { schema }, async (req, reply) => {
      const query = req.query;
      const filter = nameFilter(query);
      const result = filter ? await listStandardizedSkills(db, filter, requestLocale(req), query.page) : noRows;
      return sendPage(req, reply, query, result, present);
    });
  }
}

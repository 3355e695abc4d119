import { COOKIES, type SupportedLocale } from "@atelier/common/enums";
import type { Document, Resource } from "@atelier/common/jsonapi";
import { defaultShouldDehydrateQuery, dehydrate, type Query } from "@tanstack/react-query";
import { ApiClientError, createApiClient } from "../../api/client.ts";
import { isSupportedLocale, loadTranslations, toSupportedLocale } from "../../i18n/index.ts";
import { type FlashAlert, readFlash } from "../alerts/flash.ts";
import { parseCookies, readPreferences } from "../preferences/cookies.ts";
import type { WebLoadContext } from "../runtime/load-context.ts";
import type { AppRuntime } from "../runtime/runtime.ts";
import { serverRuntime } from "../runtime/server-runtime.ts";
import { CURRENT_LOCALE_PATH } from "../runtime/start-paths.ts";
import type { GuardSession } from "../session/guards.ts";
import { MEMBER_TO_COME, meQuery, NOBODY, sessionOf } from "../session/session.ts";
import {
  currentLocaleQuery,
  PAINTED_START_LISTS,
  type StartList,
  type StartState,
  startList,
  startListNames,
  startListQuery,
} from "./start.ts";

export interface StartResult {
  state: StartState;
  session: GuardSession;
}

const APP_INIT_ERROR: FlashAlert = { type: "error", text: "alerts.appInitError" };

// Reference lists change with a deployment or an administrator's edit, not per visitor: one copy
// per language serves every render for a minute, so a page costs only the calls about its visitor.
const REFERENCE_TTL = 60_000;
// Keys include a header the visitor chooses (Accept-Language): the oldest entries make room.
const REFERENCE_ENTRIES = 256;
const references = new Map<string, { expires: number; document: Promise<Document> }>();

function shared(key: string, load: () => Promise<Document>): Promise<Document> {
  const cached = references.get(key);
  if (cached && cached.expires > Date.now()) return cached.document;
  references.delete(key);
  if (references.size >= REFERENCE_ENTRIES) references.delete(references.keys().next().value as string);
  const document = load();
  references.set(key, { expires: Date.now() + REFERENCE_TTL, document });
  document.catch(() => references.delete(key));
  return document;
}

/** An API client for replies that do not depend on who asks, only on the headers given here. */
function anonymousApi(context: WebLoadContext, headers: Record<string, string>) {
  return createApiClient({
    transport: (url, init) => context.apiFetch(url, { method: init.method, headers: { ...init.headers, ...headers } }),
  });
}

/** A start list in one language, fetched anonymously with that language's cookie. */
function referenceList(context: WebLoadContext, name: StartList, locale: SupportedLocale): Promise<Document> {
  const { path, query } = startList(name);
  return shared(`${locale}:${name}`, () =>
    anonymousApi(context, { cookie: `${COOKIES.locale}=${locale}` }).get<Document>(path, { query }),
  );
}

/**
 * A visitor's language when neither a session nor a locale cookie decides it: the server then
 * follows the browser's Accept-Language alone, so visitors sending the same header share the reply.
 */
function visitorLocale(context: WebLoadContext, acceptLanguage: string): Promise<Document> {
  return shared(`current:${acceptLanguage}`, () =>
    anonymousApi(context, { cookie: "" }).get<Document>(CURRENT_LOCALE_PATH),
  );
}

function setDocument(runtime: AppRuntime, queryKey: readonly unknown[], document: Document): void {
  runtime.store.merge(document);
  runtime.queryClient.setQueryData(queryKey, document);
}

/**
 * Only the start's own replies go with it: a page's loader runs beside the start and hands its
 * replies over as its seeds; had they gone here too, as and when they happened to be ready, a page
 * would carry them twice, and its bytes would differ from one render to the next.
 */
const isStartQuery = (query: Query) => defaultShouldDehydrateQuery(query) && query.meta?.start === true;

const started = new WeakMap<WebLoadContext, Promise<StartResult>>();

/**
 * The initial load of spec 000 section 4, once per server request however many loaders ask: the
 * automatic login (only when a session cookie exists), then locales, current locale, settings and
 * the reference lists, in parallel in-process calls. A failure is reported as the app-init alert;
 * the page still renders. The page carries what its first paint uses: the session, the language and
 * the painted lists (see PAINTED_START_LISTS).
 */
export function startFor(context: WebLoadContext, request: Request): Promise<StartResult> {
  let result = started.get(context);
  if (!result) {
    result = load(context, request);
    started.set(context, result);
  }
  return result;
}

async function load(context: WebLoadContext, request: Request): Promise<StartResult> {
  const runtime = serverRuntime(context, request);
  const { queryClient } = runtime;
  const cookieHeader = request.headers.get("cookie");
  const cookies = parseCookies(cookieHeader);
  const me = meQuery(runtime);
  const cookieLocale = cookies[COOKIES.locale];
  const chosen = isSupportedLocale(cookieLocale) ? cookieLocale : null;

  const signedIn = context.anyMember || Boolean(cookies[COOKIES.authToken]);
  const signIn = context.anyMember
    ? Promise.resolve(queryClient.setQueryData(me.queryKey, MEMBER_TO_COME))
    : signedIn
      ? queryClient.fetchQuery({ ...me, retry: false }).catch((error: unknown) => {
          // An expired or unknown session cookie only means the visitor is anonymous.
          if (!(error instanceof ApiClientError && error.kind === "forbidden")) throw error;
          queryClient.setQueryData(me.queryKey, NOBODY);
        })
      : Promise.resolve(queryClient.setQueryData(me.queryKey, NOBODY));

  // The locale cookie decides the language whenever it is set; only without it does the server
  // weigh the account's choice and the browser's languages.
  const current: Promise<Document> = chosen
    ? referenceList(context, "locales", chosen).then((locales) => ({
        data: (locales.data as Resource[]).find((l) => l.attributes.code === chosen) ?? null,
      }))
    : signedIn
      ? queryClient.fetchQuery({ ...currentLocaleQuery(runtime), retry: false })
      : visitorLocale(context, request.headers.get("accept-language") ?? "");
  const localeOf = (document: Document) => toSupportedLocale((document.data as Resource | null)?.attributes.code);
  const locale = current.then(localeOf, () => toSupportedLocale(chosen));

  const results = await Promise.allSettled([
    signIn,
    current.then((document) => setDocument(runtime, currentLocaleQuery(runtime).queryKey, document)),
    ...startListNames.map(async (name) => {
      const document = await referenceList(context, name, await locale);
      if (PAINTED_START_LISTS.includes(name)) setDocument(runtime, startListQuery(runtime, name).queryKey, document);
    }),
    locale.then(loadTranslations),
  ]);
  const failed = results.some((r) => r.status === "rejected");

  return {
    state: {
      loaded: true,
      failed,
      locale: await locale,
      queries: JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: isStartQuery })),
      alerts: [...readFlash(cookieHeader), ...(failed ? [APP_INIT_ERROR] : [])],
      preferences: readPreferences(cookieHeader),
      // The server renders every page for an address under its configured public one.
      publicUrl: new URL(request.url).origin,
    },
    session: sessionOf(runtime),
  };
}

import { toCamel } from "@atelier/common/case";
import type { SupportedLocale } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import { type DehydratedState, hydrate, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { useStoreRead } from "../../api/hooks.ts";
import { documentQuery } from "../../api/queries.ts";
import type { Denormalized } from "../../api/store.ts";
import type { FlashAlert } from "../alerts/flash.ts";
import type { Preferences } from "../preferences/cookies.ts";
import type { AppRuntime } from "../runtime/runtime.ts";
import { useRuntime } from "../runtime/runtime-context.tsx";
import { CURRENT_LOCALE_PATH, START_LISTS } from "../runtime/start-paths.ts";

export type StartList = keyof typeof START_LISTS;

/**
 * The start lists a first paint uses (the language switch, the settings): the page carries them.
 * The vocabularies are tens of kilobytes that no first paint shows; the server's start loads them
 * too, and the browser reads them from the API when a screen first asks (see `useStartList`).
 */
export const PAINTED_START_LISTS: readonly StartList[] = ["locales", "settings"];

/** What the root loader hands the page: the start data, dehydrated, and what to show first. */
export interface StartState {
  loaded: true;
  failed: boolean;
  locale: SupportedLocale;
  /**
   * The dehydrated start queries as JSON text: the router serializes one string far faster than
   * the same data as a tree of objects.
   */
  queries: string;
  alerts: FlashAlert[];
  preferences: Preferences;
  /** The site's public address, as the server is configured with it: the head's addresses start with it. */
  publicUrl: string;
}

export function startList(name: StartList): { path: string; query?: Record<string, string> } {
  return START_LISTS[name];
}

export const startListQuery = (runtime: Pick<AppRuntime, "api" | "store">, name: StartList) => {
  const list = startList(name);
  return documentQuery(runtime.api, runtime.store, list.path, { query: list.query });
};

export const currentLocaleQuery = (runtime: Pick<AppRuntime, "api" | "store">) =>
  documentQuery(runtime.api, runtime.store, CURRENT_LOCALE_PATH);

export const startListNames = Object.keys(START_LISTS) as StartList[];

function isDocument(value: unknown): value is Document {
  return typeof value === "object" && value !== null && "data" in value;
}

/** Puts the server's start data into the browser's caches before the first render. */
export function hydrateStart(runtime: AppRuntime, state: StartState): void {
  const queries = JSON.parse(state.queries) as DehydratedState;
  hydrate(runtime.queryClient, queries);
  for (const query of queries.queries) {
    if (isDocument(query.state.data)) runtime.store.merge(query.state.data);
  }
}

export function useStartState(): StartState | undefined {
  return useRouteLoaderData("root") as StartState | undefined;
}

/**
 * One start list, read through the store (for example the creative fields for a filter). A
 * vocabulary is fetched on its first use, so it is empty in the server render and while it loads.
 */
export function useStartList<T extends object = Denormalized>(name: StartList): T[] {
  const runtime = useRuntime();
  const { data } = useQuery(startListQuery(runtime, name));
  return useStoreRead((store) => store.denormalizeData<T>(data?.data), [data]);
}

interface SettingRecord {
  scope: string;
  key: string;
  value: unknown;
}

/** Settings grouped by scope and key: `settings.registration.resendConfirmationEmailTimespan`. */
export function useSettings(): Record<string, Record<string, unknown>> {
  const settings = useStartList<SettingRecord>("settings");
  return useMemo(() => {
    const grouped: Record<string, Record<string, unknown>> = {};
    for (const s of settings) {
      grouped[s.scope] = { ...grouped[s.scope], [toCamel(s.key)]: s.value };
    }
    return grouped;
  }, [settings]);
}

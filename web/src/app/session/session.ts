import type { LocationAttributes, MeAttributes } from "@atelier/common";
import type { Document, Resource } from "@atelier/common/jsonapi";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useStoreRead } from "../../api/hooks.ts";
import { documentQuery } from "../../api/queries.ts";
import type { AppRuntime } from "../runtime/runtime.ts";
import { useRuntime } from "../runtime/runtime-context.tsx";
import { ME_PATH } from "../runtime/start-paths.ts";
import type { GuardSession } from "./guards.ts";

/** A location as the store gives it back: its id and attributes. */
export type Location = { id: string } & LocationAttributes;

/**
 * The signed-in user (spec 000 section 3, resource `me`) as the server declares it, with its
 * location once included.
 */
export type Me = { id: string; type: "me" } & MeAttributes & { location?: Location | null };

/** What the cache holds for the current user when nobody is signed in. */
export const NOBODY: Document = { data: null };
/**
 * What the cache holds for a member on a page kept for all members: signed in, but who they are
 * (and their standing toward the page) is read after paint (see standing.ts).
 */
export const MEMBER_TO_COME: Document = { data: null, meta: { member: "to-come" } };
export const ME_INCLUDE = ["location"];

const isToCome = (document: Document | undefined): boolean => document?.meta?.member === MEMBER_TO_COME.meta?.member;

/** GET /v1/me with its location. A 403 here means "not signed in", never a trip to the login page. */
export const meQuery = (runtime: Pick<AppRuntime, "api" | "store">) =>
  documentQuery(runtime.api, runtime.store, ME_PATH, {
    query: { include: ME_INCLUDE.join(",") },
    redirectOnForbidden: false,
  });

export function readMe(runtime: Pick<AppRuntime, "api" | "store" | "queryClient">): Me | null {
  const document = runtime.queryClient.getQueryData<Document>(meQuery(runtime).queryKey);
  const data = document?.data as Resource | null | undefined;
  if (!data || Array.isArray(data)) return null;
  return runtime.store.denormalize<Me>(data.type, String(data.id), { include: ME_INCLUDE });
}

/** Whether the page holds a member who is still to come (MEMBER_TO_COME). */
export function memberToCome(runtime: Pick<AppRuntime, "api" | "store" | "queryClient">): boolean {
  return isToCome(runtime.queryClient.getQueryData<Document>(meQuery(runtime).queryKey));
}

export function guardSessionOf(me: Me | null): GuardSession {
  return { signedIn: me !== null, complete: me?.complete === true, confirmed: me?.confirmed === true };
}

/**
 * Only plain members get a page kept for all members: signed in, complete and confirmed (see the
 * server's plain-member.ts).
 */
const PLAIN_MEMBER: GuardSession = { signedIn: true, complete: true, confirmed: true };

/** The session as guards and loaders judge it, a member still to come included. */
export function sessionOf(runtime: Pick<AppRuntime, "api" | "store" | "queryClient">): GuardSession {
  return memberToCome(runtime) ? PLAIN_MEMBER : guardSessionOf(readMe(runtime));
}

/** Forgets the user and the token (a 403 while signed in); the start data stay. */
export function clearSession(runtime: AppRuntime): void {
  const meKey = meQuery(runtime).queryKey;
  runtime.token.set(null);
  runtime.queryClient.setQueryData(meKey, NOBODY);
  runtime.queryClient.removeQueries({ predicate: (q) => q.meta?.start !== true });
}

const fetchMe = (runtime: AppRuntime) => runtime.queryClient.fetchQuery({ ...meQuery(runtime), staleTime: 0 });

/**
 * Signs in with the token a login or sign-up reply returned: alerts reset first, then the current
 * user is loaded (spec 000 section 4).
 */
export async function signIn(runtime: AppRuntime, token: string | null): Promise<Me | null> {
  runtime.alerts.reset();
  if (token) runtime.token.set(token);
  await fetchMe(runtime);
  return readMe(runtime);
}

/**
 * Reads the current user again after a change the `me` resource mirrors elsewhere: the profile
 * image (the header's avatar), an answered connection request (the header's count).
 */
export function useReloadMe(): () => Promise<void> {
  const runtime = useRuntime();
  return useCallback(
    () =>
      fetchMe(runtime).then(
        () => undefined,
        // The header keeps what it showed; the change itself has succeeded.
        () => undefined,
      ),
    [runtime],
  );
}

/** Logout always ends the session here, even when the server call fails. */
export async function signOut(runtime: AppRuntime): Promise<void> {
  try {
    await runtime.api.delete("/v1/logout", { redirectOnForbidden: false });
  } catch {
    // The reply does not matter: the session ends on this side regardless.
  } finally {
    clearSession(runtime);
    runtime.alerts.reset();
  }
}

const unchanging = () => () => {};

/**
 * Whether a part of a page kept for all members hydrates after its member arrived (a lazy part):
 * it was drawn for a member to come, and must hydrate as drawn; React draws the member right after.
 */
function useHydratingForMemberToCome(): boolean {
  const { store } = useRuntime();
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => store.drawnView() !== store,
  );
}

/** The reply of `me`, whether hydration draws a member to come, and the user read from the store. */
function useMeReply() {
  const runtime = useRuntime();
  const { data } = useQuery({ ...meQuery(runtime), enabled: false });
  const drawnToCome = useHydratingForMemberToCome();
  const primary = data?.data as Resource | null | undefined;
  const me = useStoreRead(
    (store) =>
      primary && !Array.isArray(primary)
        ? store.denormalize<Me>(primary.type, String(primary.id), { include: ME_INCLUDE })
        : null,
    [primary],
  );
  return { data, drawnToCome, me: drawnToCome ? null : me };
}

/** The current user as components read it; changes only through sign-in, sign-out, a 403 or useReloadMe. */
export function useMe(): Me | null {
  return useMeReply().me;
}

const signedInOf = (document: Document | undefined): boolean =>
  isToCome(document) || (document?.data != null && !Array.isArray(document.data));

/**
 * The session as components show it. `toCome`: a member on a page kept for all members, until they
 * and their standing are read; signed in meanwhile, so the page is a member's from the start.
 */
export function useSession() {
  const { data, drawnToCome, me } = useMeReply();
  const toCome = drawnToCome || isToCome(data);
  return { me, toCome, signedIn: toCome || signedInOf(data), complete: me?.complete === true || toCome };
}

/**
 * Whether someone is signed in, a member to come included: for parts that change with that alone,
 * and so are not drawn again when the member of a page kept for all members arrives.
 */
export function useSignedIn(): boolean {
  const runtime = useRuntime();
  const { data } = useQuery({ ...meQuery(runtime), enabled: false, select: signedInOf });
  return useHydratingForMemberToCome() || data === true;
}

export function useSessionActions() {
  const runtime = useRuntime();
  return {
    signIn: useCallback((token: string | null) => signIn(runtime, token), [runtime]),
    signOut: useCallback(() => signOut(runtime), [runtime]),
  };
}

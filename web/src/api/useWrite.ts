import type { Document } from "@atelier/common/jsonapi";
import { type MutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import type { ApiClient } from "./client.ts";
import { useApi, useStore } from "./context.tsx";
import { apiKey } from "./queries.ts";
import type { JsonApiStore } from "./store.ts";

/**
 * A read a write leaves out of date: a path's documents whatever their parameters, or with
 * `under` every read of that path and of the paths below it.
 */
export type Stale = string | { under: string };

/** Where a form shows what the server refused: the handle `useFormErrors` gives. */
export interface RefusalTarget {
  reset(): void;
  refuse(error: unknown): unknown;
}

/** Takes back what `optimistic` showed. */
export type Undo = () => void;

export interface WriteOptions<V, R> {
  /** The request. A reply that is a JSON:API document is merged into the store. */
  send(api: ApiClient, variables: V): Promise<R>;
  /** Shows the change before the server answers; what it gives back runs should the write fail. */
  optimistic?(store: JsonApiStore, variables: V): Undo | undefined;
  /** Read again once written; the write counts as done when they have been. */
  stale?: readonly Stale[] | ((variables: V, reply: R) => readonly Stale[]);
  /** A form's errors: cleared when the write starts, given the refusal when it fails. */
  errors?: RefusalTarget;
  /** After the reply is merged, before the stale reads are read again. */
  onSuccess?(reply: R, variables: V): void;
  /** After the optimistic change is undone. */
  onError?(error: unknown, variables: V): void;
}

export interface WriteRuntime {
  api: ApiClient;
  store: JsonApiStore;
  queryClient: QueryClient;
}

const isDocument = (reply: unknown): reply is Document =>
  typeof reply === "object" && reply !== null && "data" in reply;

const isUnder = (path: string, under: string) => path === under || path.startsWith(`${under}/`);

/** Reads the stale queries again (the ones on screen; the rest when next shown). */
export function markStale(queryClient: QueryClient, stale: readonly Stale[]): Promise<unknown> {
  return Promise.all(
    stale.map((target) =>
      typeof target === "string"
        ? queryClient.invalidateQueries({ queryKey: apiKey(target) })
        : queryClient.invalidateQueries({
            predicate: ({ queryKey }) => queryKey[0] === "api" && isUnder(String(queryKey[1]), target.under),
          }),
    ),
  );
}

/**
 * One write under way with the options of the render it was started from: a render while it is
 * pending (its own optimistic change re-renders the caller) must not swap what it does next.
 */
export interface WriteCall<V, R> {
  variables: V;
  options: WriteOptions<V, R>;
}

/** Writes as a TanStack mutation: sent, merged into the store, their stale reads read again. */
export function writeOptions<V, R>({
  api,
  store,
  queryClient,
}: WriteRuntime): MutationOptions<R, unknown, WriteCall<V, R>, Undo | undefined> {
  return {
    mutationFn: async ({ variables, options }) => {
      const reply = await options.send(api, variables);
      if (isDocument(reply)) store.merge(reply);
      return reply;
    },
    onMutate: ({ variables, options }) => {
      options.errors?.reset();
      return options.optimistic?.(store, variables);
    },
    onSuccess: (reply, { variables, options }) => {
      options.onSuccess?.(reply, variables);
      const { stale = [] } = options;
      // Returned, so the write stays pending until what it changed has been read again.
      return markStale(queryClient, typeof stale === "function" ? stale(variables, reply) : stale);
    },
    onError: (error, { variables, options }, undo) => {
      undo?.();
      options.errors?.refuse(error);
      options.onError?.(error, variables);
    },
  };
}

/**
 * The web app's one way to write. `run` resolves true once the write went through and its stale
 * reads were read again, false when it failed (already undone and reported by `onError` or to
 * `errors`). `busy` and `variables` tell about the write last started while it is under way.
 */
export function useWrite<V = void, R = unknown>(options: WriteOptions<V, R>) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const mutation = useMutation(writeOptions<V, R>({ api, store, queryClient }));
  const latest = useRef(options);
  latest.current = options;
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: V) =>
      mutateAsync({ variables, options: latest.current }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { run, busy: mutation.isPending, variables: mutation.isPending ? mutation.variables?.variables : undefined };
}

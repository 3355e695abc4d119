import { createContext, type ReactNode, useContext } from "react";
import type { WebLoadContext } from "./load-context.ts";
import type { AppRuntime } from "./runtime.ts";

const RuntimeContext = createContext<AppRuntime | null>(null);

export function RuntimeProvider({ value, children }: { value: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime needs the app's providers above it.");
  return runtime;
}

/** The server request being rendered; null in the browser. Provided by the server entry. */
export const RequestContext = createContext<WebLoadContext | null>(null);

let pageNonce: string | undefined;

/**
 * The CSP nonce of this page. The browser hides the attribute's value but keeps the property, so
 * hydration renders the same nonce the server sent.
 */
export function useNonce(): string | undefined {
  const request = useContext(RequestContext);
  if (request) return request.nonce;
  if (pageNonce === undefined && typeof document !== "undefined") {
    pageNonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  }
  return pageNonce;
}

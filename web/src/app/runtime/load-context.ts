/**
 * What the server hands every loader and the server entry (see the server's web mount): the
 * response's CSP nonce and an in-process API client that carries the browser's cookies.
 */
export interface WebLoadContext {
  nonce: string;
  /**
   * The page is rendered for any member, to be kept for all plain members: the API is asked as any
   * member, and who reads it (with their standing) is read in the browser after paint.
   */
  anyMember: boolean;
  apiFetch: (input: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<Response>;
}

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}

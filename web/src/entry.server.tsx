import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { RequestContext } from "./app/runtime/runtime-context.tsx";
import { scriptsAfterPaint } from "./app/start/scripts-after-paint.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders a document. Every inline script carries the response's CSP nonce: the router's state
 * scripts (which escape <, >, &, U+2028 and U+2029 in the serialized loader data), React's own
 * streaming scripts, and the app's (through RequestContext).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RequestContext.Provider value={loadContext}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(scriptsAfterPaint()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The server fills a member's home with the first cards of their feed as it sends the page. */
export { renderFeedCards } from "./features/home/member/feed-cards.server.tsx";

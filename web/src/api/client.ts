import { REQUEST_TIMEOUT } from "@atelier/common/enums";
import { type ApiErrorObject, CACHE_BUSTING_PARAM, JSONAPI_MEDIA_TYPE } from "@atelier/common/jsonapi";

export const API_BASE = "/api";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
export type TimeoutPreset = keyof typeof REQUEST_TIMEOUT;
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** A JSON:API document (or any JSON value); sent as `application/vnd.api+json`. */
  body?: unknown;
  /** A preset of spec 000 section 9, a number of milliseconds, or null for none. Default: long. */
  timeout?: TimeoutPreset | number | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Whether a 403 sends the user to login. Off for the automatic login at start, where a stale
   * cookie only means "anonymous".
   */
  redirectOnForbidden?: boolean;
}

export interface UploadOptions {
  method?: "POST" | "PATCH" | "PUT";
  query?: QueryParams;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface TransportRequest {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** Sends one request: `fetch` in the browser, the in-process API during server rendering. */
export type Transport = (url: string, init: TransportRequest) => Promise<Response>;

export type FailureKind = "network" | "server" | "forbidden" | "client";

export interface ApiFailure {
  kind: FailureKind;
  status: number;
  errors: ApiErrorObject[];
  redirectOnForbidden: boolean;
}

/** A failed call. `errors` is the reply's list as given, or the fallback error of spec 000 section 8. */
export class ApiClientError extends Error {
  readonly kind: FailureKind;
  readonly status: number;
  readonly errors: ApiErrorObject[];

  constructor(kind: FailureKind, status: number, errors: ApiErrorObject[]) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `Request failed (${kind})`);
    this.name = "ApiClientError";
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }

  /** The first error pointing at `/data/attributes/<attribute>`, for showing under a form field. */
  errorFor(attribute: string): ApiErrorObject | undefined {
    return this.errors.find((e) => e.source?.pointer === `/data/attributes/${attribute}`);
  }
}

/** The error stored when a reply carries no errors list. The title's spelling is the spec's. */
export function fallbackError(status: number): ApiErrorObject {
  return { status: String(status), code: "unhandled", title: "Unhadled error", detail: "Please, try again" };
}

export function uploadProgress(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

export function failureKind(status: number): FailureKind {
  if (status === 0) return "network";
  if (status >= 500) return "server";
  if (status === 403) return "forbidden";
  return "client";
}

/** Flattens query parameters, arrays comma-joined, and adds the cache-busting `t`. */
export function buildUrl(path: string, query: QueryParams = {}, now: number = Date.now()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  params.set(CACHE_BUSTING_PARAM, String(now));
  const base = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  return `${base}${base.includes("?") ? "&" : "?"}${params.toString()}`;
}

function timeoutMs(timeout: RequestOptions["timeout"]): number | null {
  if (timeout === null) return null;
  if (typeof timeout === "number") return timeout;
  return REQUEST_TIMEOUT[timeout ?? "long"];
}

function combineSignals(signal: AbortSignal | undefined, ms: number | null): AbortSignal | undefined {
  const timer = ms === null ? undefined : AbortSignal.timeout(ms);
  if (signal && timer) return AbortSignal.any([signal, timer]);
  return signal ?? timer;
}

function isErrorList(value: unknown): value is ApiErrorObject[] {
  return Array.isArray(value) && value.every((e) => typeof e === "object" && e !== null);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface ApiClientOptions {
  transport: Transport;
  /** The session token the client holds (login returns it); the HttpOnly cookie travels on its own. */
  token?: () => string | null;
  /** Reacts to a failure (alerts, session, redirect) before the error reaches the caller. */
  onFailure?: (failure: ApiFailure) => void;
  /** XMLHttpRequest for uploads; absent on the server. */
  createXhr?: () => XMLHttpRequest;
}

/** How long a read started early waits for the part it was started for to ask for it. */
export const EARLY_READ_KEPT_MS = 10_000;

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  /**
   * Starts a read for a part whose code is still on its way: the part's own `get` of the same
   * address, within EARLY_READ_KEPT_MS and before any write, takes this reply instead of asking
   * again. Nothing is merged or cached before the part asks, so what the page has drawn stays as it was.
   * `brought` is the reply when the page brought it along: then nothing is asked at all.
   */
  readEarly(path: string, options?: Omit<RequestOptions, "method" | "body" | "signal">, brought?: unknown): void;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, "method" | "body">): Promise<T>;
  /** Multipart upload with progress; uploads have no timeout (spec 000 section 9). */
  upload<T = unknown>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
}

/** The JSON:API client of spec 000 sections 7 and 8, the same in the browser and on the server. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const headersFor = (extra: Record<string, string> = {}): Record<string, string> => {
    const headers: Record<string, string> = { accept: JSONAPI_MEDIA_TYPE, ...extra };
    const token = options.token?.();
    if (token) headers["x-auth-token"] = token;
    return headers;
  };

  const fail = (kind: FailureKind, status: number, errors: ApiErrorObject[], redirect: boolean): never => {
    options.onFailure?.({ kind, status, errors, redirectOnForbidden: redirect });
    throw new ApiClientError(kind, status, errors);
  };

  async function settle<T>(response: Response, redirect: boolean): Promise<T> {
    const body = await readJson(response);
    if (response.ok) return body as T;
    const listed = (body as { errors?: unknown } | null)?.errors;
    const errors = isErrorList(listed) ? listed : [fallbackError(response.status)];
    return fail(failureKind(response.status), response.status, errors, redirect);
  }

  /** Replies of reads started early (`readEarly`), by their address. */
  const early = new Map<string, { reply: Promise<unknown>; until: number }>();
  // The address without its cache-busting stamp, which differs between any two calls.
  const earlyKey = (path: string, query: QueryParams | undefined) => buildUrl(path, query, 0);

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? "GET";
    // A write (a follow, a sign-out) may change what they read: none is handed out after it.
    if (method !== "GET") early.clear();
    const redirect = opts.redirectOnForbidden ?? true;
    const hasBody = opts.body !== undefined;
    const init: TransportRequest = {
      method,
      headers: headersFor({ ...(hasBody ? { "content-type": JSONAPI_MEDIA_TYPE } : {}), ...opts.headers }),
      body: hasBody ? JSON.stringify(opts.body) : undefined,
      signal: combineSignals(opts.signal, timeoutMs(opts.timeout)),
    };
    let response: Response;
    try {
      response = await options.transport(buildUrl(path, opts.query), init);
    } catch (error) {
      // The caller's own cancellation (a query that is no longer needed) is not a connection problem,
      // nor is a mistake in the code; fetch reports a lost connection as a TypeError, a timeout as a DOMException.
      if (opts.signal?.aborted || !(error instanceof TypeError || error instanceof DOMException)) throw error;
      return fail("network", 0, [], redirect);
    }
    return settle<T>(response, redirect);
  }

  function upload<T>(path: string, body: FormData, opts: UploadOptions = {}): Promise<T> {
    early.clear();
    const createXhr = options.createXhr;
    if (!createXhr) return Promise.reject(new Error("Uploads need a browser."));
    return new Promise<T>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(opts.method ?? "POST", buildUrl(path, opts.query));
      for (const [name, value] of Object.entries(headersFor())) xhr.setRequestHeader(name, value);
      xhr.timeout = 0;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) opts.onProgress?.(uploadProgress(e.loaded, e.total));
      };
      const networkFailure = () => {
        try {
          fail("network", 0, [], true);
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = networkFailure;
      xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
      xhr.onload = () => {
        const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { "content-type": xhr.getResponseHeader("content-type") ?? JSONAPI_MEDIA_TYPE },
        });
        settle<T>(response, true).then(resolve, reject);
      };
      opts.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  }

  function get<T>(path: string, opts: Omit<RequestOptions, "method" | "body"> = {}): Promise<T> {
    const key = earlyKey(path, opts.query);
    const started = early.get(key);
    early.delete(key);
    if (started && started.until > Date.now()) return started.reply as Promise<T>;
    return request<T>(path, { ...opts, method: "GET" });
  }

  function readEarly(
    path: string,
    opts: Omit<RequestOptions, "method" | "body" | "signal"> = {},
    brought?: unknown,
  ): void {
    const key = earlyKey(path, opts.query);
    if (brought === undefined && (early.get(key)?.until ?? 0) > Date.now()) return;
    const reply = brought === undefined ? request(path, { ...opts, method: "GET" }) : Promise.resolve(brought);
    // Its failure reaches the part that takes it; until then it is nobody's to report.
    reply.catch(() => undefined);
    early.set(key, { reply, until: Date.now() + EARLY_READ_KEPT_MS });
  }

  return {
    request,
    get,
    readEarly,
    post: (path, body, o) => request(path, { ...o, method: "POST", body }),
    patch: (path, body, o) => request(path, { ...o, method: "PATCH", body }),
    delete: (path, o) => request(path, { ...o, method: "DELETE" }),
    upload,
  };
}

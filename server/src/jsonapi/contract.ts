import { bodyContracts, errorDocumentSchema, JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProvider } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANY_ID, parseBody } from "./body.ts";
import { ApiError, errors } from "./errors.ts";
import { unknownParameter } from "./query.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `user`: only a signed-in caller gets past authentication (403 otherwise), before validation. */
    auth?: "user";
  }
  interface FastifyRequest {
    /** The `data.id` the request body named, kept for routes that check it against the resource. */
    bodyId: string | undefined;
  }
}

/**
 * Handlers receive the validated, typed input of their declared schemas. Replies are checked against
 * their schemas when they are sent (serializerCompiler); their types come from the presenters, which
 * are typed by the attributes schemas in common/.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: unknown;
}

/** The instance a feature declares its routes on. */
export const contractRoutes = (app: FastifyInstance) => app.withTypeProvider<ContractTypeProvider>();

type HttpPart = "body" | "params" | "querystring" | "headers";

/** Runs a schema whose transforms may themselves refuse input with an ApiError (list queries do). */
function run(schema: z.ZodType, data: unknown): { value: unknown } | { error: ApiError } | { issues: z.ZodError } {
  try {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { issues: result.error };
  } catch (err) {
    if (err instanceof ApiError) return { error: err };
    throw err;
  }
}

/** A query parameter's name as the client wrote it, from the path of a zod issue. */
const parameterOf = (issue: z.core.$ZodIssue | undefined) =>
  issue && issue.path.length > 0 ? String(issue.path[0]) : undefined;

/**
 * How declared request schemas are enforced. Bodies keep the JSON:API reading of parseBody (400 for
 * a body that is no document, 409 for another type, 422 pointing at the attribute); a malformed
 * path parameter names nothing, so it is a 404 like an unknown id; a bad query parameter is a 400
 * naming it. Schemas that are not zod (none are left once every route declares its contract) pass.
 */
export function validatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  if (!(schema instanceof z.ZodType)) return (data: unknown) => ({ value: data });
  const part = httpPart as HttpPart;
  if (part === "body" && formBodies.has(schema)) return (data: unknown) => ({ value: data });
  const contract = part === "body" ? bodyContracts.get(schema) : undefined;
  if (contract) {
    return (data: unknown) => {
      try {
        return {
          value: parseBody(data, contract.attributes, {
            type: contract.type,
            id: contract.id ? ANY_ID : undefined,
            relationships: contract.relationships,
          }),
        };
      } catch (err) {
        if (err instanceof ApiError) return { error: err };
        throw err;
      }
    };
  }
  return (data: unknown) => {
    if (part === "querystring") {
      const unknown = unknownParameter(schema, data as object);
      if (unknown !== undefined) return { error: unknownParameterError(unknown) };
    }
    const result = run(schema, data);
    if (!("issues" in result)) return result;
    if (part === "params") return { error: errors.notFound() };
    if (part === "querystring") {
      const issue = result.issues.issues[0];
      const parameter = parameterOf(issue);
      return { error: errors.badRequest(issue?.message ?? "Invalid query parameter.", parameter ? { parameter } : {}) };
    }
    return { error: errors.badRequest(result.issues.issues[0]?.message ?? "Invalid request.") };
  };
}

/** The first place where `sent` holds a value that the schema's output dropped, as a JSON pointer. */
export function droppedPath(sent: unknown, kept: unknown, at = ""): string | null {
  if (sent === undefined) return null;
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return at || "/";
    for (let i = 0; i < sent.length; i++) {
      const found = droppedPath(sent[i], kept[i], `${at}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof sent === "object" && sent !== null) {
    if (typeof kept !== "object" || kept === null) return at || "/";
    for (const [key, value] of Object.entries(sent)) {
      const found = droppedPath(value, (kept as Record<string, unknown>)[key], `${at}/${key}`);
      if (found) return found;
    }
    return null;
  }
  return kept === undefined ? at || "/" : null;
}

/**
 * Responses go out through their declared schema, which strips what it does not name. Outside
 * production a reply that does not match, or that carries what the schema would strip, is an error:
 * a presenter that drifts from its contract fails the tests instead of shipping.
 */
export function serializerCompiler(strict: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => contractJson(schema, data, { strict, route: `${method} ${url}` });
  };
}

/** How a route's replies are held to its contract: strictly outside production (see serializerCompiler). */
export interface ContractCheck {
  strict: boolean;
  route: string;
}

/** A reply as its contract sends it: what the schema keeps of it. */
export function contractData<T>(schema: z.ZodType<T>, data: unknown, opts: ContractCheck): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`The reply of ${opts.route} does not match its contract: ${z.prettifyError(result.error)}`);
  }
  if (opts.strict) {
    const dropped = droppedPath(data, result.data);
    if (dropped) throw new Error(`The reply of ${opts.route} sends ${dropped}, which its contract does not name.`);
  }
  return result.data;
}

/**
 * The same as text: what serializerCompiler makes of a reply. A route that keeps a reply keeps
 * this, and sends it again as it is, without the work of a second time.
 */
export function contractJson(schema: z.ZodType, data: unknown, opts: ContractCheck): string {
  return JSON.stringify(contractData(schema, data, opts));
}

/** The response schemas every API route shares: the JSON:API error document for 4xx and 5xx. */
export const errorResponses = { "4xx": errorDocumentSchema, "5xx": errorDocumentSchema } as const;

/** The body of a write that reads none (an action such as confirm): whatever is sent is ignored. */
export const noBody = z.looseObject({}).nullish().describe("Not read: send nothing, or any JSON object");

/** A reply with no body, as 204 sends it. */
export const noContent = z.null().describe("No content");

/**
 * A reply in other media types than JSON:API (an image, a stored file, plain JSON for probes). The
 * docs show its schema under those types alone, while the route's errors stay JSON:API documents.
 */
export function mediaReply<S extends z.ZodType>(
  mediaTypes: string | readonly string[],
  schema: S,
  description: string,
): S {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "output" });
  const types = typeof mediaTypes === "string" ? [mediaTypes] : mediaTypes;
  return schema.meta({ description, content: Object.fromEntries(types.map((type) => [type, { schema: json }])) });
}

/** The reply of a websocket handshake: no body, the connection speaks the websocket protocol from then on. */
export const switchingProtocols = z.null().describe("Switching Protocols: the connection is a websocket from here on");

/** Body schemas for the API description only, never run (see multipartBody and signedBody). */
const formBodies = new WeakSet<z.ZodType>();

/**
 * The body of a route that takes a multipart form, as the API description shows it (the route also
 * declares `consumes: ["multipart/form-data"]`). The schema documents the form and is not run: the
 * form is a stream the handler reads itself (readUpload), which bounds its size while it reads and
 * checks the file's content, so that nothing has to be buffered whole to be validated first. What
 * the handler gets in `req.body` is therefore unknown, and it does not read it.
 */
export function multipartBody(schema: z.ZodObject): z.ZodType<unknown> {
  formBodies.add(schema);
  return schema;
}

/**
 * The body of a webhook whose signature covers its bytes: the schema describes the event, and the
 * handler gets the bytes as they came (its route parses JSON as a Buffer) to prove them before it
 * reads a word of them.
 */
export const signedBody = multipartBody;

/** A reply that is a file of one of these media types; file bodies are sent as they are, never serialized. */
export const fileReply = (mediaTypes: readonly string[], description: string) =>
  mediaReply(mediaTypes, z.string().meta({ format: "binary" }), description);

/** A redirect reply: no body, and the target in `Location`, as the API description shows it. */
export const redirectReply = (description: string) =>
  z.null().meta({ description, headers: { Location: { type: "string", description: "The address to follow" } } });

/** The security requirement of routes that need a signed-in caller, as the docs page offers them. */
export const SIGNED_IN: Record<string, string[]>[] = [{ authToken: [] }, { authCookie: [] }];

const zodTransform = createJsonSchemaTransform({});

/**
 * Turns a route's zod schemas into OpenAPI for the docs; a route that needs a signed-in caller gets
 * the security requirement. Routes outside /api are left out.
 */
export function openApiTransform(input: Parameters<typeof zodTransform>[0] & { route?: { config?: unknown } }) {
  const { schema, url } = input;
  if (!url.startsWith("/api/")) return { schema: { ...schema, hide: true }, url };
  const plain: Record<string, unknown> = {};
  const typed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((schema ?? {}) as Record<string, unknown>)) {
    const isZod =
      value instanceof z.ZodType ||
      (key === "response" &&
        typeof value === "object" &&
        value !== null &&
        Object.values(value).every((v) => v instanceof z.ZodType));
    (isZod || !["params", "querystring", "body", "headers", "response"].includes(key) ? typed : plain)[key] = value;
  }
  const transformed = zodTransform({ ...input, schema: typed as FastifySchema });
  const auth = (input.route?.config as { auth?: string } | undefined)?.auth;
  return {
    schema: {
      produces: [JSONAPI_MEDIA_TYPE],
      consumes: [JSONAPI_MEDIA_TYPE],
      ...plain,
      ...transformed.schema,
      ...(auth === "user" ? { security: SIGNED_IN } : {}),
    },
    url: transformed.url,
  };
}

/**
 * Declared contracts for every route: validation and serialization by their zod schemas, and the
 * body's `data.id` kept before validation replaces the body with its input.
 */
export function registerContracts(app: FastifyInstance, opts: { strict: boolean }): void {
  app.decorateRequest("bodyId", undefined);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(opts.strict));
  // Hooks go on the routes that need them, so that the others pay nothing for them.
  app.addHook("onRoute", (route) => {
    const body = route.schema?.body;
    if (body instanceof z.ZodType && bodyContracts.get(body)?.id) {
      route.preValidation = [...hooksOf(route.preValidation), keepBodyId];
    }
    // An API route that declares no query knows no parameter, and no schema runs to say so.
    if (route.url.startsWith("/api/") && route.schema?.response && !route.schema.querystring) {
      route.preValidation = [...hooksOf(route.preValidation), refuseUnknownParameters];
    }
  });
}

const unknownParameterError = (name: string) => errors.badRequest(`Unknown parameter ${name}.`, { parameter: name });

function refuseUnknownParameters(req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) {
  const unknown = unknownParameter(undefined, req.query as object);
  done(unknown === undefined ? undefined : unknownParameterError(unknown));
}

/** A route option's hooks as a list (Fastify takes one or many). */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function keepBodyId(req: FastifyRequest, _reply: unknown, done: () => void) {
  const data = (req.body as { data?: { id?: unknown } } | undefined)?.data;
  if (data && typeof data === "object" && data.id !== undefined) req.bodyId = String(data.id);
  done();
}

/** The body named an id: it must be the one of the resource the route writes (409 otherwise). */
export function matchBodyId(req: FastifyRequest, id: string | number): void {
  if (req.bodyId !== undefined && req.bodyId !== String(id)) {
    throw errors.conflict("The id in the body does not match the URL.", { pointer: "/data/id" });
  }
}

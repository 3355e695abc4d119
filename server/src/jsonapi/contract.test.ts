import { documentSchema, errorDocumentSchema, resourceBody, resourceSchema } from "@atelier/common";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "../platform/http/errors.ts";
import { documentProblems, registerConformanceCheck } from "./conformance.ts";
import {
  contractRoutes,
  droppedPath,
  errorResponses,
  multipartBody,
  openApiTransform,
  redirectReply,
  registerContracts,
} from "./contract.ts";
import { idPath } from "./params.ts";
import { listQuery } from "./query.ts";

const noteResource = resourceSchema("notes", z.object({ title: z.string(), wordCount: z.number().int() }));
const noteDocument = documentSchema(noteResource);

/** A small app with one route per way a reply can keep or break its contract. */
async function appWith(strict: boolean) {
  const problems: string[] = [];
  const app = Fastify();
  registerErrorHandling(app);
  registerContracts(app, { strict });
  registerConformanceCheck(app, (p) => problems.push(p));
  const api = contractRoutes(app);
  const note = (extra: Record<string, unknown> = {}) => ({
    data: { type: "notes", id: "1", attributes: { title: "A", word_count: 2, ...extra } },
  });
  const response = { 200: noteDocument, ...errorResponses };
  api.get("/api/notes/:id", { schema: { params: idPath, response } }, async (req) =>
    note({ title: `#${req.params.id}` }),
  );
  api.get("/api/leaky", { schema: { response } }, async () => note({ password_hash: "x" }));
  api.get("/api/wrong", { schema: { response } }, async () => note({ word_count: "two" }));
  api.get("/api/undeclared", { schema: { response } }, async (_req, reply) => reply.code(201).send(note()));
  api.get(
    "/api/list",
    { schema: { querystring: listQuery({}, { sortable: ["title"] }), response: { 200: z.object({}).passthrough() } } },
    async (req) => ({ meta: { page: req.query.page.number, sort: req.query.sort } }),
  );
  api.post(
    "/api/notes",
    {
      schema: {
        body: resourceBody({
          type: "notes",
          attributes: z.object({ title: z.string().min(1), wordCount: z.number() }),
        }),
        response,
      },
    },
    async (req) => note({ title: req.body.title, word_count: req.body.wordCount }),
  );
  api.post(
    "/api/uploads",
    {
      schema: {
        consumes: ["multipart/form-data"],
        body: multipartBody(z.object({ file: z.string().meta({ format: "binary" }) })),
        response: { 200: z.object({ meta: z.object({ body: z.unknown() }) }), ...errorResponses },
      },
    },
    async (req) => ({ meta: { body: req.body } }),
  );
  await app.ready();
  return { app, problems };
}

describe("declared contracts", () => {
  it("hand the handler typed path parameters, and answer 404 for a malformed id", async () => {
    const { app } = await appWith(true);
    expect((await app.inject({ url: "/api/notes/42" })).json().data.attributes.title).toBe("#42");
    const bad = await app.inject({ url: "/api/notes/4x2" });
    expect(bad.statusCode).toBe(404);
    expect(errorDocumentSchema.safeParse(bad.json()).success).toBe(true);
  });

  it("read list queries into page and order, and answer 400 naming a bad parameter", async () => {
    const { app } = await appWith(true);
    expect((await app.inject({ url: "/api/list?page[number]=3&sort=-title&t=1" })).json().meta).toEqual({
      page: 3,
      sort: [{ field: "title", desc: true }],
    });
    const bad = await app.inject({ url: "/api/list?sort=created_at" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source).toEqual({ parameter: "sort" });
  });

  it("read a JSON:API body into camelCase input, with 422 pointing at the attribute and 409 for another type", async () => {
    const { app } = await appWith(true);
    const post = (payload: unknown) => app.inject({ method: "POST", url: "/api/notes", payload: payload as object });
    const ok = await post({ data: { type: "notes", attributes: { title: "T", word_count: 5 } } });
    expect(ok.json().data.attributes).toEqual({ title: "T", word_count: 5 });
    const invalid = await post({ data: { type: "notes", attributes: { title: "", word_count: 5 } } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].source).toEqual({ pointer: "/data/attributes/title" });
    expect((await post({ data: { type: "books", attributes: { title: "T", word_count: 1 } } })).statusCode).toBe(409);
    expect((await post({ nothing: true })).statusCode).toBe(400);
  });

  it("fail a reply that sends what its schema does not name, outside production, and strip it in production", async () => {
    const strict = await appWith(true);
    expect((await strict.app.inject({ url: "/api/leaky" })).statusCode).toBe(500);
    const production = await appWith(false);
    const res = await production.app.inject({ url: "/api/leaky" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toEqual({ title: "A", word_count: 2 });
  });

  it("fail a reply whose values do not match, and report a status the route does not declare", async () => {
    const { app, problems } = await appWith(true);
    expect((await app.inject({ url: "/api/wrong" })).statusCode).toBe(500);
    await app.inject({ url: "/api/undeclared" });
    expect(problems).toEqual(["GET /api/undeclared (201): the status is not declared in the route's responses"]);
  });
});

describe("replies and bodies that are no JSON:API documents", () => {
  it("leave a multipart body to the handler: its schema describes the form and is not run", async () => {
    const { app } = await appWith(true);
    const res = await app.inject({ method: "POST", url: "/api/uploads", payload: { other: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.body).toEqual({ other: 1 });
  });

  const described = (response: Record<string, z.ZodType>) =>
    openApiTransform({
      schema: { response },
      url: "/api/x",
      openapiObject: { openapi: "3.1.0" },
    } as Parameters<typeof openApiTransform>[0]).schema as { response: Record<string, Record<string, unknown>> };

  it("describe a redirect by the Location it names, without a body", () => {
    const { response } = described({ 302: redirectReply("The picture") });
    expect(response[302]).toMatchObject({ type: "null", description: "The picture", headers: { Location: {} } });
  });
});

describe("documentProblems", () => {
  it("accepts documents as JSON:API 1.1 has them", () => {
    expect(
      documentProblems({ data: [{ type: "a", id: "1", attributes: { x_y: 1 } }], meta: { total: 1 } }, 200),
    ).toEqual([]);
    expect(documentProblems({ errors: [{ status: "404", title: "Not found" }] }, 404)).toEqual([]);
  });

  it("names what breaks the rules", () => {
    expect(documentProblems({ data: null, errors: [] }, 200)).toEqual(
      expect.arrayContaining(["both data and errors", "errors with status 200"]),
    );
    expect(documentProblems({ data: { type: "a", id: 1, attributes: { camelCase: 1, id: 2 } } }, 200)).toEqual([
      "/data/id must be a non-empty string",
      "/data/attributes/camelCase is not a snake_case member name",
      "/data/attributes/id uses a reserved name",
    ]);
    expect(documentProblems({ included: [] }, 200)).toEqual(["no data, errors or meta", "included without data"]);
    expect(documentProblems({ errors: [{ status: "400" }] }, 422)).toEqual([
      "/errors/0/status 400 differs from the response status 422",
    ]);
  });
});

describe("droppedPath", () => {
  it("finds a member the schema dropped, deep", () => {
    expect(droppedPath({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, {}] } })).toBe("/a/b/1/c");
    expect(droppedPath({ a: 1, b: undefined }, { a: 1 })).toBeNull();
  });
});

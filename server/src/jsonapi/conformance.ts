import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";

/** Member names as this API writes them: snake_case letters and digits (JSON:API allows more, we do not). */
const MEMBER_NAME = /^[a-z][a-z0-9_]*$/;
const TOP_LEVEL = new Set(["data", "errors", "meta", "links", "included", "jsonapi"]);
const RESOURCE_MEMBERS = new Set(["type", "id", "attributes", "relationships", "links", "meta"]);
const RESERVED_FIELDS = new Set(["type", "id", "relationships", "links"]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function resourceProblems(r: unknown, at: string): string[] {
  if (!isObject(r)) return [`${at} is not a resource object`];
  const out: string[] = [];
  if (typeof r.type !== "string" || r.type === "") out.push(`${at}/type must be a non-empty string`);
  if (typeof r.id !== "string" || r.id === "") out.push(`${at}/id must be a non-empty string`);
  for (const key of Object.keys(r)) if (!RESOURCE_MEMBERS.has(key)) out.push(`${at} has the unknown member ${key}`);
  for (const part of ["attributes", "relationships"] as const) {
    const fields = r[part];
    if (fields === undefined) continue;
    if (!isObject(fields)) {
      out.push(`${at}/${part} must be an object`);
      continue;
    }
    for (const name of Object.keys(fields)) {
      if (RESERVED_FIELDS.has(name)) out.push(`${at}/${part}/${name} uses a reserved name`);
      if (!MEMBER_NAME.test(name)) out.push(`${at}/${part}/${name} is not a snake_case member name`);
    }
  }
  if (isObject(r.attributes) && isObject(r.relationships)) {
    for (const name of Object.keys(r.relationships)) {
      if (name in r.attributes) out.push(`${at}: ${name} is both an attribute and a relationship`);
    }
  }
  return out;
}

/**
 * What JSON:API 1.1 asks of a response document (top-level members, resource objects, error
 * objects, the status of errors) as a list of problems; empty when the document conforms.
 */
export function documentProblems(doc: unknown, status: number): string[] {
  if (!isObject(doc)) return ["the body is not a JSON object"];
  const out: string[] = [];
  for (const key of Object.keys(doc)) if (!TOP_LEVEL.has(key)) out.push(`unknown top-level member ${key}`);
  if (!("data" in doc) && !("errors" in doc) && !("meta" in doc)) out.push("no data, errors or meta");
  if ("data" in doc && "errors" in doc) out.push("both data and errors");
  if ("included" in doc && !("data" in doc)) out.push("included without data");
  if ("errors" in doc) {
    if (status < 400) out.push(`errors with status ${status}`);
    const list = doc.errors;
    if (!Array.isArray(list) || list.length === 0) out.push("errors must be a non-empty array");
    else {
      list.forEach((e, i) => {
        if (!isObject(e)) out.push(`/errors/${i} is not an object`);
        else if (e.status !== undefined && e.status !== String(status)) {
          out.push(`/errors/${i}/status ${String(e.status)} differs from the response status ${status}`);
        }
      });
    }
  } else if (status >= 400) out.push(`status ${status} without errors`);
  if ("data" in doc) {
    const data = doc.data;
    if (Array.isArray(data)) {
      for (const [i, r] of data.entries()) out.push(...resourceProblems(r, `/data/${i}`));
    } else if (data !== null) out.push(...resourceProblems(data, "/data"));
  }
  if ("included" in doc) {
    if (!Array.isArray(doc.included)) out.push("included must be an array");
    else {
      const seen = new Set<string>();
      const primary = Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [];
      for (const r of primary) if (isObject(r)) seen.add(`${r.type}:${r.id}`);
      doc.included.forEach((r, i) => {
        out.push(...resourceProblems(r, `/included/${i}`));
        if (isObject(r)) {
          const key = `${r.type}:${r.id}`;
          if (seen.has(key)) out.push(`/included/${i} repeats ${key}`);
          seen.add(key);
        }
      });
    }
  }
  return out;
}

/** Whether the route declared a response schema for this status (exactly, or as its class like 4xx). */
function declaresStatus(req: FastifyRequest, status: number): boolean | null {
  const response = req.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!response || !Object.values(response).some((s) => s instanceof z.ZodType)) return null;
  return String(status) in response || `${String(status)[0]}xx` in response || "default" in response;
}

/**
 * Outside production, every API reply is held to its route's contract: its status must be one the
 * route declares, and a JSON:API body must follow JSON:API 1.1. Problems are handed to `report`
 * (the tests fail on any), the reply itself goes out unchanged.
 */
export function registerConformanceCheck(app: FastifyInstance, report: (problem: string) => void): void {
  app.addHook("onSend", (req, reply, payload, done) => {
    if (!req.url.startsWith("/api/") || req.url.startsWith("/api/docs")) return done(null, payload);
    const where = `${req.method} ${req.routeOptions.url ?? req.url} (${reply.statusCode})`;
    const declared = declaresStatus(req, reply.statusCode);
    if (declared === false) report(`${where}: the status is not declared in the route's responses`);
    const type = String(reply.getHeader("content-type") ?? "");
    if (reply.statusCode === 204 && payload !== undefined && payload !== null && payload !== "") {
      report(`${where}: 204 with a body`);
    }
    if (type.startsWith(JSONAPI_MEDIA_TYPE) && typeof payload === "string") {
      try {
        for (const problem of documentProblems(JSON.parse(payload), reply.statusCode)) report(`${where}: ${problem}`);
      } catch {
        report(`${where}: the body is not JSON`);
      }
    }
    done(null, payload);
  });
}

import { apiComponents, assertComponentNames } from "@atelier/common";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { openApiTransform } from "../../jsonapi/contract.ts";

/**
 * The docs page loads its scripts and styles from its own static files, so it runs without inline
 * scripts; Swagger UI sets inline styles and draws icons from data: URLs, which are allowed.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * `/api/docs`: an OpenAPI description of every API route and a browsable page. Registered before
 * the routes so that each one is recorded; the web app's pages are left out.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    // What the routes' requests and replies are made of, gathered as the description is written, so
    // that a schema bearing a component name is checked to be the one that name was given to before
    // the components are listed: a route that sends one must not be described by another.
    const declared = { input: new Set<z.ZodType>(), output: new Set<z.ZodType>() };
    const components = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Atelier API",
          version: "1",
          description:
            "JSON:API 1.1 (`application/vnd.api+json`) with snake_case attributes. Send the session token in " +
            "`X-Auth-Token` or the `authToken` cookie; a cookie-authenticated write must come from the app's origin.",
        },
        components: {
          securitySchemes: {
            authToken: { type: "apiKey", in: "header", name: "X-Auth-Token" },
            authCookie: { type: "apiKey", in: "cookie", name: "authToken" },
          },
        },
      },
      transform: (input) => {
        for (const [part, value] of Object.entries(input.schema ?? {})) {
          const io = part === "response" ? "output" : "input";
          for (const schema of part === "response" ? Object.values(value ?? {}) : [value]) {
            if (schema instanceof z.ZodType) declared[io].add(schema);
          }
        }
        return openApiTransform(input);
      },
      // The components are the schemas named with component(), not whatever else zod's registry holds.
      transformObject: (input) => {
        assertComponentNames(declared.input, "input");
        assertComponentNames(declared.output, "output");
        return components(input);
      },
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: DOCS_CSP });
  },
  { name: "docs" },
);

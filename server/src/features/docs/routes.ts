import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransformObject } from "fastify-type-provider-zod";
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
      transform: openApiTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: DOCS_CSP });
  },
  { name: "docs" },
);

import { documentSchema, invoiceResource, JSONAPI_MEDIA_TYPE, listDocumentSchema } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, fileReply } from "../../../jsonapi/contract.ts";
import { idPath } from "../../../jsonapi/params.ts";
import { listQuery, queryParams } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { buyerOf } from "../policy.ts";
import { presentInvoice } from "../present.ts";
import { findOwnInvoice, listInvoices } from "./invoices.ts";
import { invoicePdf } from "./pdf.ts";

const tags = ["invoices"];
const signedIn = { auth: "user" } as const;

/** The buyer's invoices, one per paid order, and each as a PDF. */
export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/my/invoices",
    {
      schema: {
        tags,
        summary: "My invoices, the newest first",
        querystring: listQuery({}),
        response: { 200: listDocumentSchema(invoiceResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const buyer = buyerOf(req);
      const { page } = req.query;
      const result = await listInvoices(db, buyer.id, page);
      const { links, meta } = pageLinks(req.url, page, result.total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(result.rows.map(presentInvoice), { links, meta }));
    },
  );

  app.get(
    "/v1/my/invoices/:id",
    {
      schema: {
        tags,
        summary: "One of my invoices",
        description: "Another buyer's invoice is a 404.",
        params: idPath,
        querystring: queryParams({}),
        response: { 200: documentSchema(invoiceResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const invoice = await findOwnInvoice(db, buyerOf(req).id, req.params.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentInvoice(invoice)));
    },
  );

  app.get(
    "/v1/my/invoices/:id/pdf",
    {
      schema: {
        tags,
        summary: "One of my invoices as a PDF",
        description: "In the caller's language, as a download named by its number. Another buyer's invoice is a 404.",
        params: idPath,
        querystring: queryParams({}),
        response: { 200: fileReply(["application/pdf"], "The invoice"), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const invoice = await findOwnInvoice(db, buyerOf(req).id, req.params.id);
      const pdf = await invoicePdf(invoice, requestLocale(req));
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${invoice.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
}

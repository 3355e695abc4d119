import { randomBytes } from "node:crypto";
import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../../db/schema/index.ts";
import { parseListQuery, type RawQuery } from "../../jsonapi/query.ts";
import { document, pageLinks, resource } from "../../jsonapi/serialize.ts";
import type { OutboxRow } from "../../platform/mail/outbox.ts";
import { renderMailboxPage } from "./mailbox-page.ts";

const MAILBOX_PAGE_SIZE = "50";

const presentMail = (m: OutboxRow) =>
  resource("mails", m.id, {
    kind: m.kind,
    to: m.toAddress,
    subject: m.subject,
    text: m.text,
    html: m.html,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  });

/** The outbox as it stands, for people trying the app without a mail server and for tests. */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function readMailbox(query: RawQuery) {
    const list = parseListQuery({ "page[size]": MAILBOX_PAGE_SIZE, ...query }, { filters: ["to"] });
    const to = list.filter.to?.[0];
    const where = to === undefined ? undefined : eq(mailOutbox.toAddress, to);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(list.page.size)
        .offset(list.page.offset),
      db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total, page: list.page };
  }

  app.get<{ Querystring: RawQuery }>("/dev/mailbox", async (req, reply) => {
    const { rows, total } = await readMailbox(req.query);
    const nonce = randomBytes(16).toString("base64");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .send(renderMailboxPage(rows, total, nonce));
  });

  app.get<{ Querystring: RawQuery }>("/dev/mailbox.json", async (req, reply) => {
    const { rows, total, page } = await readMailbox(req.query);
    const { links, meta } = pageLinks(req.url, page, total);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .header("cache-control", "no-store")
      .send(document(rows.map(presentMail), { links, meta }));
  });
}

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "../../../test/context.ts";

/**
 * The tables that need not name a user on 'user_changed', each with why. Every other table is read
 * by some page or reply kept for visitors, or may be one day: it announces the users whose pages it
 * changes (notify_user_changed and its kin in db/sql/routines.sql), or it is added here on purpose.
 */
const EXEMPT: Record<string, string> = {
  // The account's own, read by its own requests or its settings, never by a kept reply.
  account_tokens: "the tokens an account's e-mails carry",
  addresses: "an account's postal addresses, which the public view never shows",
  interest_creative_fields: "what a member wants to hear of, their settings alone",
  interest_industries: "what a member wants to hear of, their settings alone",
  interest_settings: "what a member wants to hear of, their settings alone",
  notification_settings: "a member's own mail settings",
  notifications: "a member's own notifications",
  oauth_identities: "the sign-in providers linked to an account",
  registrations: "sign-ups before there is an account",
  // Private to the people of a conversation, read afresh by their own requests, never kept.
  conversations: "a conversation, read by its participants alone",
  participations: "one side of a conversation, read by its participant alone",
  messages: "messages, read by the people of their conversation alone",
  message_files: "files of messages, read by the people of their conversation alone",
  reports: "reports of messages and profiles, for operators",
  contact_messages: "messages through the contact form, for operators",
  // A member's own, read afresh by their own requests, never kept: a bookmark, and an application
  // (its applicant's and its opportunity's owner's); what the board shows of them is on opportunities.
  bookmarks: "a member's saved opportunities, read by that member alone",
  carts: "a buyer's cart, read by that buyer alone",
  cart_items: "what a buyer's cart holds, read by that buyer alone",
  orders: "a buyer's orders, read by that buyer alone",
  invoices: "a buyer's invoices, read by that buyer alone",
  invoice_series: "the invoice numbers' counters, read by checkout alone",
  payment_events: "the payment provider's events already processed, read by its webhook alone",
  sandbox_payment_intents: "the sandbox provider's payments, read by checkout alone",
  opportunity_applications:
    "read by the applicant and the opportunity's owner alone; applications_count is on opportunities, whose row announces",
  // Machinery that no page shows.
  captchas: "sign-up and login challenges",
  event_outbox: "an outbox its worker reads",
  mail_outbox: "an outbox its worker reads",
  missing_translations: "reports of missing texts, for operators",
  schema_migrations: "what migrate applied",
  // Shown, but through a row that announces, or read afresh on every request.
  likes: "a like moves creations.likes_count, whose row announces the owner; is_liked is a member's own, read anew",
  stored_files: "written once under its key: a new file is a new row, which the row showing it announces",
  user_blocks:
    "visitors block nobody; member lists read the member's blocks on every request, and a block ends the follows and connections it touches, which announce",
  user_facets:
    "a copy of users and their sections, whose rows announce; it announces the showroom and moves user_facets_version, under which the find lists are kept",
  featured_entries: "announces the showroom, which the one page showing it (home) lists through its items shelf",
  featured_periods: "announces the showroom, which the one page showing it (home) lists through its items shelf",
  opportunity_facets:
    "the board's copy of opportunities, their parts and their owners' visibility; it announces the board, which every board reply notes",
  // Site-wide data, nobody's: a kept page carries it for the cache's 30 s at most.
  creative_fields: "reference data, counted in reference_revision",
  industries: "reference data, counted in reference_revision",
  languages: "reference data, counted in reference_revision",
  locations: "reference data, counted in reference_revision",
  standardized_professions: "reference data, counted in reference_revision",
  standardized_skills: "reference data, counted in reference_revision",
  reference_revision: "the count of reference data changes itself",
  locales: "the languages an operator offers",
  settings: "the site's settings, an operator's",
  translations: "the site's texts, an operator's",
};

/** Exempt tables whose exemption rests on their announcing a whole: the showroom, or the board. */
const ANNOUNCING_A_WHOLE: Record<string, "showroom" | "opportunities"> = {
  featured_entries: "showroom",
  featured_periods: "showroom",
  user_facets: "showroom",
  opportunity_facets: "opportunities",
};

interface TableTriggers {
  table: string;
  /** The source of each enabled trigger's function. */
  sources: string[];
}

/**
 * A function that names a user: it notifies 'user_changed' (quoted once, or twice inside a
 * format string) with something other than a quoted literal such as 'showroom'.
 */
const NAMES_A_USER = /pg_notify\(\s*'{1,2}user_changed'{1,2}\s*,\s*(?![\s'])/;
const namesTheWhole = (whole: string) => new RegExp(`pg_notify\\(\\s*'user_changed'\\s*,\\s*'${whole}'\\s*\\)`);

const database = await freshDatabase();
afterAll(() => database.close());

/** Every table of the public schema, as the catalogue has it, with its triggers' functions. */
async function tablesWithTriggers(): Promise<TableTriggers[]> {
  const result = await database.db.execute(sql`
    select c.relname as "table",
      coalesce(array_agg(p.prosrc) filter (where t.oid is not null), '{}') as sources
    from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal and t.tgenabled <> 'D'
      left join pg_proc p on p.oid = t.tgfoid
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return (result as unknown as { rows: TableTriggers[] }).rows;
}

describe("what kept pages and replies read", () => {
  it("announces its users on 'user_changed', or is exempt on purpose", async () => {
    const tables = await tablesWithTriggers();
    expect(tables.length).toBeGreaterThan(40);
    const silent = tables.filter(({ sources }) => !sources.some((src) => NAMES_A_USER.test(src)));
    expect(
      silent.map(({ table }) => table).filter((table) => !(table in EXEMPT)),
      "tables without a trigger announcing their users: add one in routines.sql, or exempt them here",
    ).toEqual([]);
    expect(
      Object.keys(EXEMPT).filter((table) => !silent.some((t) => t.table === table)),
      "exemptions of tables that announce their users or are gone",
    ).toEqual([]);
  });

  it("announces the showroom or the board where an exemption rests on it", async () => {
    const tables = await tablesWithTriggers();
    const quiet = Object.entries(ANNOUNCING_A_WHOLE).filter(
      ([name, whole]) =>
        !tables.find(({ table }) => table === name)?.sources.some((src) => namesTheWhole(whole).test(src)),
    );
    expect(quiet).toEqual([]);
  });

  it("announces a whole for a statement that changed rows, and for none that changed nothing", async () => {
    const heard: string[] = [];
    let listening = false;
    const listener = database.listen("user_changed", {
      onNotify: (payload) => heard.push(payload),
      onListening: (now) => {
        listening = now;
      },
    });
    await vi.waitFor(() => expect(listening).toBe(true));
    /** What was announced up to now: a marker sent last arrives after every notice of what came before. */
    const announced = async (marker: string) => {
      await database.exec(`select pg_notify('user_changed', '${marker}')`);
      await vi.waitFor(() => expect(heard).toContain(marker));
      return heard.splice(0).filter((payload) => payload !== marker);
    };
    // The premium marks' refresh as it runs every minute, with nothing to change.
    await database.db.execute(sql`update user_facets set premium = not premium where false`);
    await database.db.execute(sql`delete from opportunity_facets where false`);
    await database.db.execute(sql`insert into featured_periods (creative_field_id, starts_at, ends_at)
      select id, now(), now() from creative_fields where false`);
    expect(await announced("nothing")).toEqual([]);

    await database.db.execute(sql`insert into featured_periods (creative_field_id, starts_at, ends_at)
      select id, now(), now() + interval '1 day' from creative_fields limit 1`);
    await database.db.execute(sql`update featured_periods set ends_at = now()`);
    await database.db.execute(sql`delete from featured_periods`);
    expect(await announced("periods")).toEqual(["showroom", "showroom", "showroom"]);
    await listener.close();
  });
});

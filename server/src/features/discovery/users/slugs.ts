import { eq, like, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/connect.ts";
import { profiles, users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";

type ProfileRow = typeof profiles.$inferSelect;

/** Letters that German and Nordic readers spell out rather than drop the accent of. */
const SPELLED_OUT: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  å: "aa",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

const MAX_SLUG_LENGTH = 60;

/**
 * The address part of a name: "Jürgen Groß" -> "juergen-gross", "Zoë Béla" -> "zoe-bela". Never
 * only digits (those address by id) and never empty: `fallback` stands in for a name without letters.
 */
export function slugify(name: string, fallback = "user"): string {
  const base = Array.from(name.normalize("NFC").toLowerCase(), (c) => SPELLED_OUT[c] ?? c)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
  if (base === "") return fallback;
  return /^\d+$/.test(base) ? `${fallback}-${base}` : base;
}

/**
 * The base itself when no row holds it in `column` (any case), else the base with the lowest free
 * numeric suffix from 2.
 */
export async function freeSlug(db: Executor, column: PgColumn, base: string): Promise<string> {
  const lower = sql`lower(${column})`;
  const rows = await db
    .select({ slug: lower.mapWith(String) })
    .from(column.table as PgTable)
    .where(or(eq(lower, base), like(lower, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * The user's profile row, created with a slug from the name the first time it is needed. The slug
 * then stays, whatever the name becomes, so links to the profile keep working. Two requests making
 * the same slug at once: the unique index refuses the second, which takes the next free one.
 */
export async function ensureProfile(db: Executor, userId: number): Promise<ProfileRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    if (existing) return existing;
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) throw errors.notFound("There is no such user.");
    const slug = await freeSlug(db, profiles.slug, slugify(user.name ?? ""));
    const [created] = await db.insert(profiles).values({ userId, slug }).onConflictDoNothing().returning();
    if (created) return created;
  }
  throw errors.conflict("The profile address could not be reserved. Please try again.");
}

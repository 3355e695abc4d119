import { SUPPORTED_LOCALES } from "@atelier/common";
import { paths, ROUTES, type RouteName, routesOpenTo } from "@atelier/common/paths";
import { escapeXml, LANG_PARAM, SITEMAP_PAGES } from "@atelier/common/seo";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { creations, opportunities, profiles, users } from "../../db/schema/index.ts";
import { visibleUsersFilter } from "../discovery/users/visibility.ts";
import { onBoard, visibleOpportunitiesFilter } from "../opportunities/policy.ts";
import { itemPagePath } from "../showroom/paths.ts";
import { visibleCreationsFilter } from "../showroom/policy.ts";

/**
 * Profiles offered to search engines: those visitors may see, of accounts whose e-mail address is
 * confirmed (an address nobody confirmed may be a stranger's, and its profile no one's to list).
 */
const listed = () => and(visibleUsersFilter(null), isNotNull(users.confirmedAt));

export async function countListedProfiles(db: Executor): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(listed());
  return total;
}

interface Entry {
  path: string;
  lastModified?: Date;
}

/** One page of the listed profiles, oldest accounts first, so that a page keeps its profiles. */
async function listedProfiles(db: Executor, page: number, size: number): Promise<Entry[]> {
  const rows = await db
    .select({
      slug: profiles.slug,
      lastModified: sql<Date>`greatest(${users.updatedAt}, ${profiles.updatedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(listed())
    .orderBy(asc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((row) => ({ path: paths.profile(row.slug), lastModified: row.lastModified }));
}

/** Showroom and gallery items offered to search engines: the published ones visitors may see. */
const listedItems = () => and(eq(creations.status, "published"), visibleCreationsFilter(null));

export async function countListedItems(db: Executor): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(creations).where(listedItems());
  return total;
}

/** One page of the listed items, oldest first, so that a page keeps its items. */
async function itemEntries(db: Executor, page: number, size: number): Promise<Entry[]> {
  const rows = await db
    .select({ type: creations.type, slug: creations.slug, lastModified: creations.updatedAt })
    .from(creations)
    .where(listedItems())
    .orderBy(asc(creations.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((row) => ({
    path: itemPagePath(row),
    lastModified: row.lastModified,
  }));
}

/** Opportunities offered to search engines: those on the board now, of owners visitors may see. */
const listedOpportunities = () => and(onBoard, visibleOpportunitiesFilter(null));

export async function countListedOpportunities(db: Executor): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(opportunities).where(listedOpportunities());
  return total;
}

/** One page of the listed opportunities, oldest first, so that a page keeps its opportunities. */
async function opportunityEntries(db: Executor, page: number, size: number): Promise<Entry[]> {
  const rows = await db
    .select({ slug: opportunities.slug, lastModified: opportunities.updatedAt })
    .from(opportunities)
    .where(listedOpportunities())
    .orderBy(asc(opportunities.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((row) => ({ path: paths.job(row.slug), lastModified: row.lastModified }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** An address of a page in each language, as the page itself names them (hreflang). */
function urlEntry(appUrl: string, entry: Entry): string {
  const loc = `${appUrl}${entry.path}`;
  const alternates = [
    ...SUPPORTED_LOCALES.map((locale) => [locale, `${loc}?${LANG_PARAM}=${locale}`] as const),
    ["x-default", loc] as const,
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join("");
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`;
}

function urlSet(appUrl: string, entries: Entry[]): string {
  return (
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((e) => urlEntry(appUrl, e)).join("\n")}\n</urlset>\n`
  );
}

const fixedPages = (): Entry[] => SITEMAP_PAGES.map((name) => ({ path: ROUTES[name].pattern }));

/** What each kind of sitemap file lists, a page at a time. */
const LISTED = { profiles: listedProfiles, items: itemEntries, opportunities: opportunityEntries } as const;
export type SitemapKind = keyof typeof LISTED;

export const SITEMAP_FILES = {
  pages: "/sitemaps/pages.xml",
  profiles: (page: number) => `/sitemaps/profiles-${page}.xml`,
  items: (page: number) => `/sitemaps/items-${page}.xml`,
  opportunities: (page: number) => `/sitemaps/opportunities-${page}.xml`,
};

/**
 * /sitemap.xml: the fixed pages, every listed profile, item and opportunity in one file while they
 * fit in a page; beyond that an index of the pages file and the profile, item and opportunity
 * files, `pageSize` entries each.
 */
export async function sitemap(db: Executor, appUrl: string, pageSize: number): Promise<string> {
  const [profileCount, itemCount, opportunityCount] = await Promise.all([
    countListedProfiles(db),
    countListedItems(db),
    countListedOpportunities(db),
  ]);
  if (profileCount + itemCount + opportunityCount <= pageSize) {
    const listed = await Promise.all(Object.values(LISTED).map((read) => read(db, 1, pageSize)));
    return urlSet(appUrl, [...fixedPages(), ...listed.flat()]);
  }
  const files = [SITEMAP_FILES.pages];
  for (const [total, file] of [
    [profileCount, SITEMAP_FILES.profiles],
    [itemCount, SITEMAP_FILES.items],
    [opportunityCount, SITEMAP_FILES.opportunities],
  ] as const) {
    for (let page = 1; page <= Math.ceil(total / pageSize); page += 1) files.push(file(page));
  }
  return (
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${files.map((file) => `<sitemap><loc>${escapeXml(`${appUrl}${file}`)}</loc></sitemap>`).join("\n")}\n` +
    "</sitemapindex>\n"
  );
}

export const pagesSitemap = (appUrl: string) => urlSet(appUrl, fixedPages());

/** One file of listed profiles, items or opportunities, or null past the last. */
export async function listedSitemap(
  db: Executor,
  appUrl: string,
  kind: SitemapKind,
  page: number,
  pageSize: number,
): Promise<string | null> {
  const entries = await LISTED[kind](db, page, pageSize);
  return entries.length > 0 ? urlSet(appUrl, entries) : null;
}

/**
 * The rule that keeps crawlers off a screen: its pattern as a prefix (covering its queries and
 * subpages), anchored at its end where a public page begins with it (/profile, but not /profile/x).
 */
function disallowed(pattern: string): string {
  const publicPatterns = routesOpenTo("public").map((name) => ROUTES[name].pattern);
  const rule = pattern.replace(/:\w+/g, "*");
  return publicPatterns.some((p) => p !== pattern && p.startsWith(pattern)) ? `${rule}$` : rule;
}

/**
 * /robots.txt: everything but the API (save the pictures of shared links, which link previews
 * fetch), and the screens that are someone's own or carry a secret: crawlers need not ask for
 * them, and those tell search engines not to index them anyway.
 */
export function robots(appUrl: string): string {
  const own = routesOpenTo("anonymous", "unconfirmed", "incomplete", "complete", "settingsToken");
  const hidden: RouteName[] = [...own, "confirmEmail", "login"];
  const rules = hidden.map((name) => disallowed(ROUTES[name].pattern));
  // A rule another rule's prefix already covers says nothing more.
  const needed = rules.filter(
    (rule) => !rules.some((other) => other !== rule && !other.endsWith("$") && rule.startsWith(other)),
  );
  const lines = [
    "User-agent: *",
    "Allow: /api/v1/users/*/share_image",
    "Disallow: /api/",
    "Disallow: /locale/",
    "Disallow: /dev/",
    ...[...new Set(needed)].map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
  ];
  return `${lines.join("\n")}\n`;
}

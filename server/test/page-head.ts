/** A server-rendered page's head as search engines and link previews read it, for tests. */

/** The attribute values of a head's tags, decoded as a parser reads them. */
const decode = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

export interface Head {
  raw: string;
  title: string | undefined;
  /** meta tags by name or property; repeated ones (og:locale:alternate) in order. */
  meta: Record<string, string[]>;
  /** link tags by rel (and hreflang for alternates). */
  links: Record<string, string>;
  structured: unknown[];
}

export function headOf(html: string): Head {
  const raw = html.slice(0, html.indexOf("</head>"));
  const meta: Record<string, string[]> = {};
  for (const [tag] of raw.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:name|property)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta[key] = [...(meta[key] ?? []), decode(content)];
  }
  const links: Record<string, string> = {};
  for (const [tag] of raw.matchAll(/<link [^>]*>/g)) {
    const rel = /rel="([^"]+)"/.exec(tag)?.[1];
    const lang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (rel && href) links[lang ? `${rel}:${lang[1] ?? lang[2]}` : rel] = decode(href);
  }
  const structured = [...raw.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  const title = /<title>([^<]*)<\/title>/.exec(raw)?.[1];
  return { raw, title: title === undefined ? undefined : decode(title), meta, links, structured };
}

/** The first content of a meta tag. */
export const one = (head: Head, key: string) => head.meta[key]?.[0];

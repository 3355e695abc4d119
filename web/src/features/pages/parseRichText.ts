/** A run of text, or an e-mail address to be shown as a mailto link. */
export type Inline = { kind: "text"; text: string } | { kind: "email"; address: string };

export type Block = { kind: "paragraph"; content: Inline[] } | { kind: "list"; items: Inline[][] };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    if (start > last) out.push({ kind: "text", text: text.slice(last, start) });
    // A sentence may end right after the address; the full stop is not part of it.
    const address = match[0].replace(/\.+$/, "");
    out.push({ kind: "email", address });
    last = start + address.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/**
 * Reads the long texts of the information pages as kept in the translation files: blocks are
 * separated by a blank line, and a block whose lines all start with "- " is a bulleted list.
 */
export function parseRichText(source: string): Block[] {
  return source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block): Block => {
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) {
        return { kind: "list", items: lines.map((line) => parseInline(line.slice(2).trim())) };
      }
      return { kind: "paragraph", content: parseInline(lines.join(" ")) };
    });
}

/** The items of a "- " list text, for places that draw their own bullets. */
export function parseList(source: string): string[] {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2).trim());
}

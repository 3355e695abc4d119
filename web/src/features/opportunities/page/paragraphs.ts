/**
 * A text as its writer set it out: paragraphs where an empty line parts them, each with its own
 * line breaks kept (the page shows them as they are). Spaces around a paragraph go.
 */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

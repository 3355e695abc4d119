import { paragraphsOf } from "./paragraphs.ts";

/** A text in paragraphs, written as text: nothing in it is ever read as markup. */
export function Paragraphs({ text, className }: { text: string | null | undefined; className?: string }) {
  return (
    <div className={className}>
      {paragraphsOf(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in their order, never moved
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

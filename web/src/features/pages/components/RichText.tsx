import { Fragment } from "react";
import { textLinkClass } from "../../../app/ui/TextLink.tsx";
import { type Inline, parseInline, parseRichText } from "../parseRichText.ts";
import classes from "./RichText.module.css";

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, index) =>
    part.kind === "email" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
      <a key={index} href={`mailto:${part.address}`} className={textLinkClass}>
        {part.address}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** One sentence with its e-mail addresses as links, inside the caller's own paragraph. */
export function LinkedText({ text }: { text: string }) {
  return <InlineContent content={parseInline(text)} />;
}

export interface RichTextProps {
  /** Paragraphs separated by blank lines; "- " lines make a list. */
  text: string;
  size?: "sm" | "md" | "lg";
}

/**
 * The long texts of the information pages, read from the translation files. Plain elements: the
 * home page renders it for every visitor.
 */
export function RichText({ text, size = "md" }: RichTextProps) {
  return (
    <div className={`${classes.root} ${classes[size]}`}>
      {parseRichText(text).map((block, index) =>
        block.kind === "list" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks come from a fixed text.
          <ul key={index} className={classes.list}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items come from a fixed text.
              <li key={itemIndex} className={classes.item}>
                <InlineContent content={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks come from a fixed text.
          <p key={index} className={classes.paragraph}>
            <InlineContent content={block.content} />
          </p>
        ),
      )}
    </div>
  );
}

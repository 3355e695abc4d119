import type { ReactNode } from "react";
import { titleClass } from "../theme/theme.ts";
import classes from "./Heading.module.css";

type Level = 1 | 2 | 3 | 4;

export interface HeadingProps {
  order: Level;
  /** Another level's look, where the outline needs this level at a smaller size. */
  size?: Level;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Mantine's Title as a plain heading element, for the layout and the home page: what every visit
 * renders on the server, where the component's styles machinery would cost more than the text.
 */
export function Heading({ order, size = order, id, className, children }: HeadingProps) {
  const Tag = `h${order}` as const;
  const names = [titleClass, classes.heading, classes[`h${size}`], className];
  return (
    <Tag id={id} className={names.filter(Boolean).join(" ")}>
      {children}
    </Tag>
  );
}

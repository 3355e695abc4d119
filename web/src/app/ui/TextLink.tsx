import { Link, type LinkProps } from "react-router";
import classes from "./TextLink.module.css";

/** Mantine's Anchor look for a plain `<a>` (an e-mail address in a text). */
export const textLinkClass = classes.link;

/** Mantine's Anchor around a router link, as a plain element (see Heading). */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${classes.link} ${className}` : classes.link} />;
}

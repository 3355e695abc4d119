import { Link } from "react-router";
import classes from "./Logo.module.css";

export interface LogoProps {
  /** Without a link, for screens that hide the navigation. */
  linked?: boolean;
  /** Shows the mark alone where the wordmark finds no room (a phone header in German). */
  collapsible?: boolean;
}

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={classes.mark}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9.5 24 16 8l6.5 16M12.2 18.2h7.6"
        fill="none"
        stroke="var(--mantine-color-white)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ linked = true, collapsible = false }: LogoProps) {
  const content = (
    <>
      <LogoMark />
      <span className={classes.wordmark}>Atelier</span>
    </>
  );
  const className = collapsible ? `${classes.logo} ${classes.collapsible}` : classes.logo;
  if (!linked) return <span className={className}>{content}</span>;
  return (
    <Link to="/" className={className} aria-label="Atelier">
      {content}
    </Link>
  );
}

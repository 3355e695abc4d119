import { Link } from "react-router";
import classes from "./Logo.module.css";

export interface LogoProps {
  /** Without a link, for screens that hide the navigation. */
  linked?: boolean;
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

export function Logo({ linked = true }: LogoProps) {
  const content = (
    <>
      <LogoMark />
      <span className={classes.wordmark}>Atelier</span>
    </>
  );
  if (!linked) return <span className={classes.logo}>{content}</span>;
  return (
    <Link to="/" className={classes.logo} aria-label="Atelier">
      {content}
    </Link>
  );
}

import type { ResponsiveImage } from "@atelier/common";
import { fallbackSrcOf, srcSetOf } from "../../showroom/responsiveImage.ts";
import classes from "./OpportunityLogo.module.css";
import { initialOf } from "./opportunityFacts.ts";

export interface OpportunityLogoProps {
  logo: ResponsiveImage | null;
  /** Whose logo it is: the initial shown without one. The name stands beside it, so the picture adds no words. */
  employer: string | null | undefined;
  /** The side of the square, in CSS pixels. */
  size: number;
  /** The first cards of a list are in view at once: their logos load first. */
  eager?: boolean;
}

/** The employer's square logo, or a quiet mark with their initial where they gave none. */
export function OpportunityLogo({ logo, employer, size, eager = false }: OpportunityLogoProps) {
  const box = { width: size, height: size };
  if (!logo) {
    return (
      <span className={classes.mark} style={{ ...box, fontSize: size * 0.42 }} aria-hidden="true">
        {initialOf(employer)}
      </span>
    );
  }
  return (
    <img
      className={classes.logo}
      src={fallbackSrcOf(logo)}
      srcSet={srcSetOf(logo)}
      sizes={`${size}px`}
      {...box}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      alt=""
    />
  );
}

import { IconCheck } from "@tabler/icons-react";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./FeatureList.module.css";

/**
 * What a plan gives, a ticked line each. `className` places it on its page, on a box of its own so
 * that the page's rules never compete with the list's.
 */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      <ul className={classes.list}>
        {features.map((feature) => (
          <li key={feature}>
            <IconCheck size={18} stroke={ICON_STROKE} aria-hidden="true" className={classes.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

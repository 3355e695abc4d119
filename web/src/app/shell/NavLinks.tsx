import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import classes from "./NavLinks.module.css";
import { mainNavigation } from "./navigation.ts";

export interface NavLinksProps {
  variant: "bar" | "drawer";
  onNavigate?(): void;
}

/** Showroom, Creatives, Clients, Jobs; the current section is marked through aria-current. */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={variant === "bar" ? classes.bar : classes.drawer}>
      {mainNavigation.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={classes.link} onClick={onNavigate}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

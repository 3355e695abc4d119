import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contentClass } from "../theme/theme.ts";
import classes from "./AppFooter.module.css";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { Logo } from "./Logo.tsx";
import { footerNavigation } from "./navigation.ts";

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <div className={contentClass}>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <Logo />
            <p className={classes.tagline}>{t("layout.footer.tagline")}</p>
          </div>
          {footerNavigation.map((group) => (
            <nav key={group.titleKey} aria-labelledby={group.titleKey.replaceAll(".", "-")}>
              <h2 id={group.titleKey.replaceAll(".", "-")} className={classes.groupTitle}>
                {t(group.titleKey)}
              </h2>
              <ul className={classes.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          <p className={classes.copyright}>{t("layout.footer.copyright", { year: new Date().getFullYear() })}</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}

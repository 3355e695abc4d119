import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AppFooter } from "./AppFooter.tsx";
import { AppHeader } from "./AppHeader.tsx";
import classes from "./AppLayout.module.css";

export interface AppLayoutProps {
  children: ReactNode;
}

/** The frame of every public and member page: sticky header, the page, footer. */
export function AppLayout({ children }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <a href="#main-content" className={classes.skipLink}>
        {t("layout.skipToContent")}
      </a>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}

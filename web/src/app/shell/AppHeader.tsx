import { IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contentClass, ICON_STROKE } from "../theme/theme.ts";
import classes from "./AppHeader.module.css";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { Logo } from "./Logo.tsx";
import { NavLinks } from "./NavLinks.tsx";
import { searchAction } from "./navigation.ts";
import { UserControls } from "./UserControls.tsx";

const loadDrawer = () => import("./MobileNavigationDrawer.tsx");
const MobileNavigationDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavigationDrawer })));

const DRAWER_ID = "mobile-navigation";

export function AppHeader() {
  const { t } = useTranslation();
  // The drawer (and its modal machinery) is fetched only once someone reaches for the burger.
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const toggleDrawer = () => {
    setDrawerRequested(true);
    setDrawerOpened((open) => !open);
  };

  return (
    <header className={classes.header}>
      <div className={`${contentClass} ${classes.inner}`}>
        <div className={classes.start}>
          <button
            type="button"
            className={`mantine-focus-auto ${classes.burger}`}
            onClick={toggleDrawer}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            aria-label={t(drawerOpened ? "layout.menu.close" : "layout.menu.open")}
            aria-expanded={drawerOpened}
            aria-controls={drawerRequested ? DRAWER_ID : undefined}
          >
            <span className={classes.burgerLines} data-opened={drawerOpened || undefined} />
          </button>
          <Logo collapsible />
          <nav aria-label={t("layout.nav.label")} className={classes.nav}>
            <NavLinks variant="bar" />
          </nav>
        </div>
        <div className={classes.end}>
          <HeaderSearch className={classes.search} />
          <Link
            to={searchAction.path}
            aria-label={t("layout.search.label")}
            className={`mantine-focus-auto mantine-active ${classes.searchIcon}`}
          >
            <IconSearch size={20} stroke={ICON_STROKE} aria-hidden="true" />
          </Link>
          <UserControls />
        </div>
      </div>
      {drawerRequested && (
        <Suspense fallback={null}>
          <MobileNavigationDrawer id={DRAWER_ID} opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}

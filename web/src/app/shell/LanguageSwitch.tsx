import { SUPPORTED_LOCALES } from "@atelier/common/enums";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import hidden from "../ui/visuallyHidden.module.css";
import classes from "./LanguageSwitch.module.css";
import { useLayout } from "./LayoutContext.tsx";

/**
 * EN | DE as two toggle buttons; the pressed one is the interface language. They submit to the
 * server's switch (GET /locale/{code}), which sets the cookie and comes back to this page, so they
 * work before the page hydrates or without scripts; once it runs, the app switches in place.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, onLocaleChange } = useLayout();
  const { pathname, search } = useLocation();
  return (
    <form method="get" className={classes.form}>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <fieldset className={classes.root}>
        {/* The group is named for screen readers; sighted users see the two codes. */}
        <legend className={hidden.visuallyHidden}>{t("layout.language.label")}</legend>
        {SUPPORTED_LOCALES.map((code) => (
          <button
            key={code}
            type="submit"
            formAction={`/locale/${code}`}
            lang={code}
            className={classes.option}
            aria-pressed={code === locale}
            aria-label={t(`layout.language.${code}`)}
            onClick={(event) => {
              event.preventDefault();
              onLocaleChange(code);
            }}
          >
            {code.toUpperCase()}
          </button>
        ))}
      </fieldset>
    </form>
  );
}

import { SUPPORTED_LOCALES } from "@atelier/common/enums";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import classes from "./LanguageSwitch.module.css";
import { LayoutContext } from "./LayoutContext.tsx";

/** EN | DE as two toggle buttons; the pressed one is the interface language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, onLocaleChange } = useContext(LayoutContext);
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>{t("layout.language.label")}</legend>
      {SUPPORTED_LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={classes.option}
          aria-pressed={code === locale}
          aria-label={t(`layout.language.${code}`)}
          onClick={() => onLocaleChange(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}

import { NavLink } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { contentClass, ICON_STROKE } from "../../../../app/theme/theme.ts";
import { SETTINGS_SECTIONS, type SettingsSectionKey, sectionOfPath, settingsPath } from "../sections.ts";
import { SelectField } from "./SelectField.tsx";
import classes from "./SettingsFrame.module.css";

/**
 * The account settings: the sections beside the page on a wide screen, a select above it on a
 * phone, where a column of ten links would push the page below the fold.
 */
export function SettingsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sectionOfPath(pathname);

  return (
    <div className={`${contentClass} ${classes.root}`}>
      <nav className={classes.side} aria-labelledby="settings-navigation-title">
        <p id="settings-navigation-title" className={classes.heading}>
          {t("settings.title")}
        </p>
        <ul className={classes.list}>
          {SETTINGS_SECTIONS.map(({ key, Icon }) => (
            <li key={key}>
              <NavLink
                component={Link}
                to={settingsPath(key)}
                label={t(`settings.sections.${key}`)}
                leftSection={<Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />}
                active={current === key}
                aria-current={current === key ? "page" : undefined}
                className={classes.link}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.phone}>
        <SelectField
          label={t("settings.navigation")}
          value={current ?? ""}
          onChange={(event) => void navigate(settingsPath(event.currentTarget.value as SettingsSectionKey))}
          data={SETTINGS_SECTIONS.map(({ key }) => ({ value: key, label: t(`settings.sections.${key}`) }))}
        />
      </div>
      <div className={classes.page}>{children}</div>
    </div>
  );
}

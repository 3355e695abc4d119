import type { AppearanceSettingsAttributes } from "@atelier/common";
import { snakeKeys } from "@atelier/common/case";
import { GRID_COLUMNS, type GridColumns, THEMES, type Theme } from "@atelier/common/enums";
import { SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconLayoutColumns, IconLayoutGrid, IconMoon, IconSun } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useColumnsCount } from "../../../app/preferences/preferences.tsx";
import { useMe } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import classes from "./AppearancePage.module.css";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { useSettingsResource } from "./hooks/useSettingsResource.ts";
import { SettingsPage } from "./SettingsPage.tsx";

type Appearance = AppearanceSettingsAttributes;

const THEME_ICONS: Record<Theme, typeof IconSun> = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon };
const COLUMN_ICONS: Record<GridColumns, typeof IconSun> = { 2: IconLayoutColumns, 4: IconLayoutGrid };

function option(value: string, label: string, Icon: typeof IconSun): { value: string; label: ReactNode } {
  return {
    value,
    label: (
      <span className={classes.option}>
        <Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />
        <span>{label}</span>
      </span>
    ),
  };
}

/**
 * The colour scheme and the grid width. Both apply at once on this device (the scheme through
 * Mantine's colour-scheme store, the columns through their cookie) and are kept on the account,
 * from where AccountAppearance applies them on the user's other devices.
 */
export function AppearancePage() {
  const { t } = useTranslation();
  const appearance = useSettingsResource<Appearance>(ACCOUNT_API.appearance.path, ACCOUNT_API.appearance.type);
  return (
    <SettingsPage title={t("settings.appearance.title")} lead={t("settings.appearance.lead")}>
      {appearance.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void appearance.refetch()} />
      ) : appearance.data ? (
        <AppearanceChoices saved={appearance.data} save={appearance.save} />
      ) : (
        <SettingsSkeleton rows={2} />
      )}
    </SettingsPage>
  );
}

interface AppearanceChoicesProps {
  saved: Appearance;
  save(attributes: Partial<Appearance>): Promise<unknown>;
}

function AppearanceChoices({ saved, save }: AppearanceChoicesProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const store = useStore();
  const me = useMe();
  const { setColorScheme } = useMantineColorScheme();
  const [theme, setTheme] = useState<Theme>(saved.theme);
  const [columns, setColumns] = useState<GridColumns>(saved.gridColumns);
  const [, setColumnsCount] = useColumnsCount();
  const errors = useFormErrors([]);

  const show = (choice: Partial<Appearance>) => {
    if (choice.theme) {
      setTheme(choice.theme);
      setColorScheme(choice.theme);
    }
    if (choice.gridColumns) {
      setColumns(choice.gridColumns);
      setColumnsCount(choice.gridColumns);
    }
  };

  const write = useWrite<Partial<Appearance>>({
    send: (_, change) => save(change),
    optimistic: (_, change) => {
      const before = { theme: change.theme && theme, gridColumns: change.gridColumns && columns };
      show(change);
      return () => show(before);
    },
    onSuccess: (_, change) => {
      // The signed-in user's copy follows, so whatever applies the account's choice finds this one.
      if (me) store.merge({ data: { type: "me", id: me.id, attributes: snakeKeys(change) } });
      alerts.add({ type: "success", text: "settings.appearance.saved" });
    },
    errors,
  });
  const saving = write.busy;

  return (
    <>
      <SettingsPanel
        title={t("settings.appearance.theme.label")}
        description={t("settings.appearance.theme.description")}
      >
        <SegmentedControl
          value={theme}
          onChange={(value) => void write.run({ theme: value as Theme })}
          disabled={saving}
          fullWidth
          className={classes.control}
          aria-label={t("settings.appearance.theme.label")}
          data={THEMES.map((value) => option(value, t(`settings.appearance.theme.${value}`), THEME_ICONS[value]))}
        />
      </SettingsPanel>
      <SettingsPanel
        title={t("settings.appearance.columns.label")}
        description={t("settings.appearance.columns.description")}
      >
        <SegmentedControl
          value={String(columns)}
          onChange={(value) => void write.run({ gridColumns: Number(value) as GridColumns })}
          disabled={saving}
          fullWidth
          className={classes.control}
          aria-label={t("settings.appearance.columns.label")}
          data={GRID_COLUMNS.map((count) =>
            option(String(count), t("settings.appearance.columns.option", { count }), COLUMN_ICONS[count]),
          )}
        />
      </SettingsPanel>
      <FormProblems problems={errors.general} />
    </>
  );
}

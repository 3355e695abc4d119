import { GRID_COLUMNS, type GridColumns } from "@atelier/common/enums";
import { SegmentedControl, VisuallyHidden } from "@mantine/core";
import { IconLayoutGrid } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useColumnsCount } from "../../../app/preferences/preferences.tsx";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./ColumnsControl.module.css";

/** The grid's 2 or 4 columns, kept in the `columnsCount` cookie; a phone always shows one, so it is hidden there. */
export function ColumnsControl() {
  const { t } = useTranslation();
  const labelId = useId();
  const [columns, setColumns] = useColumnsCount();
  return (
    <div className={classes.columns}>
      <VisuallyHidden id={labelId}>{t("showroom.columns.label")}</VisuallyHidden>
      <SegmentedControl
        size="sm"
        aria-labelledby={labelId}
        value={String(columns)}
        onChange={(value) => setColumns(Number(value) as GridColumns)}
        data={GRID_COLUMNS.map((count) => ({
          value: String(count),
          label: (
            <span title={t("showroom.columns.option", { count })}>
              <IconLayoutGrid size={14} stroke={ICON_STROKE} aria-hidden="true" /> {count}
              <VisuallyHidden>{t("showroom.columns.option", { count })}</VisuallyHidden>
            </span>
          ),
        }))}
      />
    </div>
  );
}

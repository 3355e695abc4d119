import { Drawer } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ShowroomFilters, type ShowroomFiltersProps } from "./ShowroomFilters.tsx";

/** The filters on a phone: a drawer from the left, its code loaded when it first opens. */
export function FiltersDrawer({ onClose, ...filters }: ShowroomFiltersProps & { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened onClose={onClose} title={t("showroom.filters.label")} position="left" size="sm">
      <ShowroomFilters {...filters} />
    </Drawer>
  );
}

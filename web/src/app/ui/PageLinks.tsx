import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Paging } from "../../api/paging.ts";
import { ICON_STROKE } from "../theme/theme.ts";

export interface PageLinksProps {
  paging: Paging;
  /** The address of a page of the list. */
  pageHref(page: number): string;
}

/** Previous and next as links under a list of several pages, so each page has an address of its own. */
export function PageLinks({ paging, pageHref }: PageLinksProps) {
  const { t } = useTranslation();
  if (paging.totalPages <= 1) return null;
  const step = (page: number, enabled: boolean, label: string, icon: "prev" | "next") => {
    const Icon = icon === "prev" ? IconChevronLeft : IconChevronRight;
    const side = { [icon === "prev" ? "leftSection" : "rightSection"]: <Icon size={16} stroke={ICON_STROKE} /> };
    return enabled ? (
      <Button component={Link} to={pageHref(page)} variant="default" size="sm" rel={icon} {...side}>
        {label}
      </Button>
    ) : (
      <Button variant="default" size="sm" disabled {...side}>
        {label}
      </Button>
    );
  };
  return (
    <nav aria-label={t("showroom.paging.label")}>
      <Group justify="space-between" mt="xl" wrap="nowrap">
        {step(paging.page - 1, paging.hasPrev, t("showroom.paging.previous"), "prev")}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("showroom.paging.page", { page: paging.page, pages: paging.totalPages })}
        </Text>
        {step(paging.page + 1, paging.hasNext, t("showroom.paging.next"), "next")}
      </Group>
    </nav>
  );
}

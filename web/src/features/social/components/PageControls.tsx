import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Paging } from "../../../api/paging.ts";

export interface PageControlsProps {
  paging: Paging;
  onPage(page: number): void;
}

/** Previous and next under a list of several pages; the page count comes from the reply (links.last). */
export function PageControls({ paging, onPage }: PageControlsProps) {
  const { t } = useTranslation();
  if (paging.totalPages <= 1) return null;
  return (
    <Group justify="space-between" mt="md" wrap="nowrap">
      <Button variant="default" size="sm" disabled={!paging.hasPrev} onClick={() => onPage(paging.page - 1)}>
        {t("connections.paging.previous")}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("connections.paging.page", { page: paging.page, pages: paging.totalPages })}
      </Text>
      <Button variant="default" size="sm" disabled={!paging.hasNext} onClick={() => onPage(paging.page + 1)}>
        {t("connections.paging.next")}
      </Button>
    </Group>
  );
}

import { Button } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { StatusPage } from "./StatusPage.tsx";

const destinations = [
  { key: "showroom", to: "/showroom" },
  { key: "creatives", to: "/creatives" },
  { key: "jobs", to: "/jobs" },
] as const;

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code={t("pages.notFound.code")} title={t("pages.notFound.title")} lead={t("pages.notFound.lead")}>
      <Button component={Link} to="/" size="md">
        {t("pages.notFound.home")}
      </Button>
      {destinations.map(({ key, to }) => (
        <Button
          key={key}
          component={Link}
          to={to}
          size="md"
          variant="default"
          rightSection={<IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />}
        >
          {t(`pages.notFound.${key}`)}
        </Button>
      ))}
    </StatusPage>
  );
}

import { operator } from "@atelier/common/operator";
import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { LinkedText } from "./components/RichText.tsx";
import { StatusPage } from "./StatusPage.tsx";

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t("pages.serverError.code")}
      title={t("pages.serverError.title")}
      lead={<LinkedText text={t("pages.serverError.lead", { email: operator.email.support })} />}
    >
      <Button
        size="md"
        leftSection={<IconRefresh size={18} stroke={ICON_STROKE} aria-hidden="true" />}
        onClick={() => window.location.reload()}
      >
        {t("pages.serverError.retry")}
      </Button>
      <Button component={Link} to="/" size="md" variant="default">
        {t("pages.serverError.home")}
      </Button>
    </StatusPage>
  );
}

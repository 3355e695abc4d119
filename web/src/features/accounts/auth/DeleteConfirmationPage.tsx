import { paths } from "@atelier/common/paths";
import { Button } from "@mantine/core";
import { IconUserX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthResult } from "./components/AuthResult.tsx";

/** /delete-confirmation: the goodbye after an account was deleted. */
export function DeleteConfirmationPage() {
  const { t } = useTranslation();
  return (
    <AuthResult
      icon={IconUserX}
      color="gray"
      title={t("auth.deleteConfirmation.title")}
      body={t("auth.deleteConfirmation.body")}
      actions={
        <>
          <Button component={Link} to={paths.home}>
            {t("auth.deleteConfirmation.home")}
          </Button>
          <Button component={Link} to={paths.signup} variant="default">
            {t("auth.deleteConfirmation.signup")}
          </Button>
        </>
      }
    />
  );
}

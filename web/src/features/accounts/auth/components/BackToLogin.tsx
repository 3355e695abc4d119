import { paths } from "@atelier/common/paths";
import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The way back to the login page, under a form that is not the login. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center" mt="lg">
      <Anchor component={Link} to={paths.login}>
        {t("auth.common.backToLogin")}
      </Anchor>
    </Text>
  );
}

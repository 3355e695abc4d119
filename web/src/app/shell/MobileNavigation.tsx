import { paths } from "@atelier/common/paths";
import { Button, Divider, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { useLayout } from "./LayoutContext.tsx";
import { NavLinks } from "./NavLinks.tsx";

export interface MobileNavigationProps {
  onNavigate(): void;
}

/** The phone drawer: search, the main sections, then account actions and the language. */
export function MobileNavigation({ onNavigate }: MobileNavigationProps) {
  const { t } = useTranslation();
  const { user } = useLayout();
  return (
    <Stack gap="lg">
      <HeaderSearch onSubmitted={onNavigate} />
      <nav aria-label={t("layout.nav.label")}>
        <NavLinks variant="drawer" onNavigate={onNavigate} />
      </nav>
      <Divider />
      {user ? (
        <Group grow>
          <Button component={Link} to={paths.ownProfile} variant="default" onClick={onNavigate}>
            {t("layout.user.profile")}
          </Button>
          <Button component={Link} to={paths.settings} variant="default" onClick={onNavigate}>
            {t("layout.user.settings")}
          </Button>
        </Group>
      ) : (
        <Group grow>
          <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
            {t("layout.auth.login")}
          </Button>
          <Button component={Link} to={paths.signup} onClick={onNavigate}>
            {t("layout.auth.signup")}
          </Button>
        </Group>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("layout.language.label")}
        </Text>
        <LanguageSwitch />
      </Group>
    </Stack>
  );
}

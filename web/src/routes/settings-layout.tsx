import { Container, Grid, NavLink, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet, NavLink as RouterNavLink, useMatch } from "react-router";

/** The settings sections of spec 000 section 2, in the order users scan them. */
const SECTIONS = [
  "info",
  "password",
  "privacy",
  "notifications",
  "language",
  "blocked",
  "deactivate",
  "appearance",
  "membership",
] as const;

function SectionLink({ to, label }: { to: string; label: string }) {
  const active = useMatch({ path: to, end: false }) !== null;
  return <NavLink component={RouterNavLink} to={to} label={label} active={active} />;
}

export default function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <Container py={{ base: "md", sm: "xl" }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <nav aria-label={t("settings.navigation")}>
            <Text fw={600} size="sm" c="dimmed" tt="uppercase" px="sm" mb="xs">
              {t("settings.title")}
            </Text>
            {SECTIONS.map((section) => (
              <SectionLink key={section} to={`/settings/${section}`} label={t(`settings.sections.${section}`)} />
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { paths } from "@atelier/common/paths";
import { Anchor, Container, Group, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./AuthFormLayout.module.css";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { Logo } from "./Logo.tsx";

export interface AuthFormLayoutProps {
  children: ReactNode;
  /** Hides every way out of the form (the sign-up profile step must be finished first). */
  hideNavigation?: boolean;
}

const legalLinks = [
  { to: paths.terms, labelKey: "layout.footer.terms" },
  { to: paths.privacy, labelKey: "layout.footer.privacy" },
  { to: paths.imprint, labelKey: "layout.footer.imprint" },
];

/** A calm, centred card for login, sign-up and password forms. */
export function AuthFormLayout({ children, hideNavigation = false }: AuthFormLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Logo linked={!hideNavigation} />
      </header>
      <main id="main-content" className={classes.main}>
        <Container size={460} px={0} w="100%">
          <Paper withBorder radius="lg" className={classes.card}>
            {children}
          </Paper>
        </Container>
      </main>
      <footer className={classes.footer}>
        {!hideNavigation && (
          <Group gap="md" component="nav" aria-label={t("layout.footer.legal")}>
            {legalLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="xs" c="dimmed">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        )}
        <LanguageSwitch />
      </footer>
    </div>
  );
}

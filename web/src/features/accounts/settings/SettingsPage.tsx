import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./SettingsPage.module.css";
import "./styles.ts";

export interface SettingsPageProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** One settings page: its heading, a sentence on what it is for, and its panels. */
export function SettingsPage({ title, lead, children }: SettingsPageProps) {
  return (
    <section aria-labelledby="settings-page-title">
      <header className={classes.header}>
        <Title order={1} size="h2" id="settings-page-title">
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" mt={6} className={classes.lead}>
            {lead}
          </Text>
        )}
      </header>
      <Stack gap="lg">{children}</Stack>
    </section>
  );
}

import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./SettingsPanel.module.css";

export interface SettingsPanelProps {
  title?: string;
  description?: string;
  /** A panel whose action cannot be undone gets a red edge. */
  tone?: "default" | "danger";
  children: ReactNode;
}

/** A bordered group of related settings with its own heading. */
export function SettingsPanel({ title, description, tone = "default", children }: SettingsPanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} className={classes.root} data-tone={tone}>
      {title && (
        <Title order={2} size="h4">
          {title}
        </Title>
      )}
      {description && (
        <Text size="sm" c="dimmed" mt={4} className={classes.description}>
          {description}
        </Text>
      )}
      <div className={title || description ? classes.body : undefined}>{children}</div>
    </Paper>
  );
}

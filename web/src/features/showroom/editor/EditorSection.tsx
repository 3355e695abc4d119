import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./ItemEditor.module.css";

export interface EditorSectionProps {
  title: string;
  /** One sentence under the heading: what the section is for. */
  hint?: string;
  children: ReactNode;
}

/** One part of the item editor: a quiet card, its heading, and the controls. */
export function EditorSection({ title, hint, children }: EditorSectionProps) {
  return (
    <Paper component="section" withBorder radius="md" className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

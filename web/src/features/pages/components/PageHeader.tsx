import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./PageHeader.module.css";

export interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Extra content under the lead, such as the date of a legal text. */
  children?: ReactNode;
  align?: "start" | "center";
}

/** The opening of an information page: a small label, the page's one h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children, align = "start" }: PageHeaderProps) {
  return (
    <header className={classes.root} data-align={align}>
      <Text component="p" className={classes.eyebrow}>
        {eyebrow}
      </Text>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text size="lg" c="dimmed" className={classes.lead}>
          {lead}
        </Text>
      )}
      {children}
    </header>
  );
}

import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./StatusPage.module.css";

export interface StatusPageProps {
  code: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of the not-found and server-error pages: the status code large and quiet, then a way on. */
export function StatusPage({ code, title, lead, children }: StatusPageProps) {
  return (
    <Container size={720} className={classes.root}>
      <Text className={classes.code} aria-hidden="true">
        {code}
      </Text>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text size="lg" c="dimmed" className={classes.lead}>
        {lead}
      </Text>
      <div className={classes.actions}>{children}</div>
    </Container>
  );
}

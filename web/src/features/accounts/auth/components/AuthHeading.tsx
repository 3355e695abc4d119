import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface AuthHeadingProps {
  title: ReactNode;
  lead?: ReactNode;
}

/** The page heading inside the auth card: one h1 and a line saying what happens here. */
export function AuthHeading({ title, lead }: AuthHeadingProps) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" size="sm">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type MetaFunction, useMatches } from "react-router";
import { pageMeta } from "../features/pages/pageMeta.ts";

const titleKey = (matches: readonly ({ id: string } | undefined)[]) => `titles.${matches[matches.length - 1]?.id}`;

export const meta: MetaFunction = (args) => pageMeta({ title: titleKey(args.matches) })(args);

/**
 * The screen of a route whose area has not opened yet: its title (by route id) and one sentence
 * saying so. Nothing pretends to be content.
 */
export default function ComingSoon() {
  const { t } = useTranslation();
  const matches = useMatches();
  return (
    <Container py={{ base: 40, sm: 72 }}>
      <Stack gap="sm" maw={640}>
        <Title order={1}>{t(titleKey(matches))}</Title>
        <Text size="lg" c="dimmed">
          {t("app.comingSoon")}
        </Text>
      </Stack>
    </Container>
  );
}

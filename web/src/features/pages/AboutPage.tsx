import { Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHeartHandshake, IconLock, IconMapPin, IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import classes from "./AboutPage.module.css";
import { CallToAction } from "./components/CallToAction.tsx";
import { PageHeader } from "./components/PageHeader.tsx";
import { RichText } from "./components/RichText.tsx";

const principles = [
  { key: "work", Icon: IconPhoto },
  { key: "fair", Icon: IconHeartHandshake },
  { key: "privacy", Icon: IconLock },
  { key: "europe", Icon: IconMapPin },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageHeader eyebrow={t("pages.about.eyebrow")} title={t("pages.about.title")} lead={t("pages.about.lead")} />

      <section className={classes.story} aria-labelledby="about-story">
        <Title order={2} id="about-story">
          {t("pages.about.story.title")}
        </Title>
        <RichText text={t("pages.about.story.body")} size="lg" />
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className={classes.audiences}>
        {(["creatives", "clients"] as const).map((audience) => (
          <section key={audience} className={classes.audience} aria-labelledby={`about-${audience}`}>
            <Title order={2} size="h3" id={`about-${audience}`} mb="md">
              {t(`pages.about.${audience}.title`)}
            </Title>
            <RichText text={t(`pages.about.${audience}.body`)} />
          </section>
        ))}
      </SimpleGrid>

      <section aria-labelledby="about-principles" className={classes.principles}>
        <Title order={2} id="about-principles" mb="xl">
          {t("pages.about.principles.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {principles.map(({ key, Icon }) => (
            <div key={key}>
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <Icon size={22} stroke={ICON_STROKE} />
              </ThemeIcon>
              <Title order={3} size="h5" mt="md">
                {t(`pages.about.principles.${key}.title`)}
              </Title>
              <Text c="dimmed" mt={6} size="sm" lh={1.6}>
                {t(`pages.about.principles.${key}.body`)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </section>

      <CallToAction
        title={t("pages.about.cta.title")}
        primary={{ label: t("pages.about.cta.signup"), to: "/signup" }}
        secondary={{ label: t("pages.about.cta.how"), to: "/how-it-works" }}
      />
    </Container>
  );
}

import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import {
  IconBriefcase,
  IconMessages,
  IconPhotoPlus,
  IconSearch,
  IconSpeakerphone,
  IconUserPlus,
  IconUserSquareRounded,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { CallToAction } from "./components/CallToAction.tsx";
import { PageHeader } from "./components/PageHeader.tsx";
import { RichText } from "./components/RichText.tsx";
import classes from "./HowItWorksPage.module.css";

const journeys = [
  { audience: "creatives", icons: [IconUserSquareRounded, IconPhotoPlus, IconUsers, IconBriefcase] },
  { audience: "clients", icons: [IconUserPlus, IconSearch, IconSpeakerphone, IconMessages] },
] as const;

export function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.howItWorks.eyebrow")}
        title={t("pages.howItWorks.title")}
        lead={t("pages.howItWorks.lead")}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        {journeys.map(({ audience, icons }) => (
          <section key={audience} aria-labelledby={`journey-${audience}`} className={classes.journey}>
            <Title order={2} size="h3" id={`journey-${audience}`} className={classes.journeyTitle}>
              {t(`pages.howItWorks.${audience}.title`)}
            </Title>
            <ol className={classes.steps}>
              {icons.map((Icon, index) => {
                const step = `pages.howItWorks.${audience}.step${index + 1}`;
                return (
                  <li key={step} className={classes.step}>
                    <span className={classes.marker} aria-hidden="true">
                      <Icon size={20} stroke={ICON_STROKE} />
                    </span>
                    <div>
                      <Text className={classes.number} aria-hidden="true">
                        {String(index + 1).padStart(2, "0")}
                      </Text>
                      <Title order={3} size="h4">
                        {t(`${step}.title`)}
                      </Title>
                      <Text c="dimmed" mt={6} lh={1.65}>
                        {t(`${step}.body`)}
                      </Text>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </SimpleGrid>

      <section aria-labelledby="how-notes" className={classes.notes}>
        <Title order={2} size="h3" id="how-notes">
          {t("pages.howItWorks.notes.title")}
        </Title>
        <RichText text={t("pages.howItWorks.notes.body")} />
      </section>

      <CallToAction
        title={t("pages.howItWorks.cta.title")}
        primary={{ label: t("pages.howItWorks.cta.signup"), to: "/signup" }}
        secondary={{ label: t("pages.howItWorks.cta.pricing"), to: "/pricing" }}
      />
    </Container>
  );
}

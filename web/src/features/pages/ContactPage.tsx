import { CONTACT_TOPICS, type ContactTopic } from "@atelier/common/enums";
import { operator } from "@atelier/common/operator";
import { Anchor, Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClock, IconHelpCircle, IconMail, IconMapPin, IconMicrophone, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { ContactForm } from "../contact/ContactForm.tsx";
import classes from "./ContactPage.module.css";
import { OperatorAddress } from "./components/OperatorAddress.tsx";
import { PageHeader } from "./components/PageHeader.tsx";

const channels = [
  { key: "general", email: operator.email.general, Icon: IconMail },
  { key: "support", email: operator.email.support, Icon: IconHelpCircle },
  { key: "privacy", email: operator.email.privacy, Icon: IconShieldLock },
  { key: "press", email: operator.email.press, Icon: IconMicrophone },
] as const;

const isTopic = (value: string | null): value is ContactTopic => CONTACT_TOPICS.includes(value as ContactTopic);

/** /contact: the form (`?topic=privacy` chooses its topic), the team's addresses, post and hours. */
export function ContactPage() {
  const { t } = useTranslation();
  const topic = useSearchParams()[0].get("topic");
  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.contact.eyebrow")}
        title={t("pages.contact.title")}
        lead={t("pages.contact.lead")}
      />

      <ContactForm topic={isTopic(topic) ? topic : undefined} />

      <Title order={2} size="h4" mb="md">
        {t("pages.contact.channelsTitle")}
      </Title>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" className={classes.channels}>
        {channels.map(({ key, email, Icon }) => (
          <li key={key} className={classes.channel}>
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              <Icon size={20} stroke={ICON_STROKE} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h5">
                {t(`pages.contact.${key}.title`)}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t(`pages.contact.${key}.body`)}
              </Text>
              <Anchor
                href={`mailto:${email}`}
                fw={560}
                mt="sm"
                display="inline-block"
                aria-label={t("pages.contact.write", { email })}
              >
                {email}
              </Anchor>
            </div>
          </li>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        <div className={classes.detail}>
          <IconMapPin size={20} stroke={ICON_STROKE} aria-hidden="true" className={classes.detailIcon} />
          <div>
            <Title order={2} size="h6">
              {t("pages.contact.postTitle")}
            </Title>
            <OperatorAddress size="sm" c="dimmed" mt={4} />
          </div>
        </div>
        <div className={classes.detail}>
          <IconClock size={20} stroke={ICON_STROKE} aria-hidden="true" className={classes.detailIcon} />
          <div>
            <Title order={2} size="h6">
              {t("pages.contact.hoursTitle")}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t("pages.contact.hours")}
            </Text>
          </div>
        </div>
      </SimpleGrid>
    </Container>
  );
}

import { Badge, Button, Container, SimpleGrid, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { PageHeader } from "./components/PageHeader.tsx";
import classes from "./PricingPage.module.css";
import { parseList } from "./parseRichText.ts";

const plans = [
  { key: "free", to: "/signup", highlighted: false },
  // Buying goes through the membership page, which leads to the cart and checkout.
  { key: "premium", to: "/membership", highlighted: true },
] as const;

const questions = ["vat", "cancel", "payment", "downgrade"] as const;

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.pricing.eyebrow")}
        title={t("pages.pricing.title")}
        lead={t("pages.pricing.lead")}
        align="center"
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" className={classes.plans}>
        {plans.map(({ key, to, highlighted }) => (
          <section
            key={key}
            className={classes.plan}
            data-highlighted={highlighted || undefined}
            aria-labelledby={`plan-${key}`}
          >
            <div className={classes.planHead}>
              <Title order={2} size="h4" id={`plan-${key}`}>
                {t(`pages.pricing.${key}.name`)}
              </Title>
              {highlighted && (
                <Badge variant="light" radius="sm">
                  {t("pages.pricing.premium.badge")}
                </Badge>
              )}
            </div>
            <Text c="dimmed" size="sm" mt={6}>
              {t(`pages.pricing.${key}.description`)}
            </Text>
            <div className={classes.price}>
              <span className={classes.amount}>{t(`pages.pricing.${key}.price`)}</span>
              <Text component="span" c="dimmed" size="sm">
                {t("pages.pricing.perMonth")}
              </Text>
            </div>
            <Text size="sm" c="dimmed">
              {t(`pages.pricing.${key}.note`)}
            </Text>
            <Button component={Link} to={to} fullWidth size="md" mt="lg" variant={highlighted ? "filled" : "default"}>
              {t(`pages.pricing.${key}.action`)}
            </Button>
            <ul className={classes.features}>
              {parseList(t(`pages.pricing.${key}.features`)).map((feature) => (
                <li key={feature}>
                  <IconCheck size={18} stroke={ICON_STROKE} aria-hidden="true" className={classes.check} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </SimpleGrid>

      <section aria-labelledby="pricing-faq" className={classes.faq}>
        <Title order={2} size="h3" id="pricing-faq">
          {t("pages.pricing.faq.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="xl" mt="xl">
          {questions.map((q) => (
            <div key={q}>
              <Title order={3} size="h5">
                {t(`pages.pricing.faq.${q}.title`)}
              </Title>
              <Text c="dimmed" mt={6} lh={1.65}>
                {t(`pages.pricing.faq.${q}.body`)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </section>
    </Container>
  );
}

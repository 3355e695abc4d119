import { paths } from "@atelier/common/paths";
import { VAT_PERCENT } from "@atelier/common/plans";
import { Badge, Button, Container, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { loginPath } from "../../app/session/guards.ts";
import { useMe } from "../../app/session/session.ts";
import { formatMoney } from "../../i18n/money.ts";
import { useAddToCart } from "../membership/api/cart.ts";
import { MEMBERSHIP_PATHS } from "../membership/api/membershipApi.ts";
import { BillingChoice, CurrencyChoice } from "../membership/components/PlanChoices.tsx";
import {
  choiceFromSearch,
  monthlyPriceOf,
  monthsSavedByYear,
  type PlanChoice,
  priceOf,
  searchOfChoice,
} from "../membership/plans.ts";
import { FeatureList } from "./components/FeatureList.tsx";
import { PageHeader } from "./components/PageHeader.tsx";
import classes from "./PricingPage.module.css";
import { parseList } from "./parseRichText.ts";

const questions = ["vat", "cancel", "payment", "downgrade"] as const;

/**
 * /pricing: the free plan beside premium at the server's prices, by the month or the year, in the
 * reader's currency or another. The choice lives in the address, so a visitor who logs in on the
 * way to buying comes back to it.
 */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const choice = choiceFromSearch(search, i18n.language);
  const choose = (next: Partial<PlanChoice>) =>
    setSearch(searchOfChoice({ ...choice, ...next }, i18n.language), { replace: true, preventScrollReset: true });
  const money = (minor: number) => formatMoney(i18n.language, choice.currency, minor, { whole: true });
  const per = t(`membership.plans.${choice.plan}.per`);

  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.pricing.eyebrow")}
        title={t("pages.pricing.title")}
        lead={t("pages.pricing.lead")}
        align="center"
      />

      <Group justify="center" gap="md" mb="xl">
        <BillingChoice value={choice.plan} onChange={(plan) => choose({ plan })} />
        <CurrencyChoice value={choice.currency} onChange={(currency) => choose({ currency })} />
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" className={classes.plans}>
        <Plan name="free" price={money(0)} per={per} note={t("pages.pricing.free.note")} action={<FreeAction />} />
        <Plan
          name="premium"
          highlighted
          price={money(priceOf(choice))}
          per={per}
          note={
            choice.plan === "premium_yearly"
              ? t("pages.pricing.premium.noteYearly", { price: money(monthlyPriceOf(choice)) })
              : t("pages.pricing.premium.noteMonthly", {
                  price: money(priceOf({ ...choice, plan: "premium_yearly" })),
                  count: monthsSavedByYear(choice.currency),
                })
          }
          action={<PremiumAction choice={choice} />}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        {t("pages.pricing.vatIncluded", { percent: VAT_PERCENT })}
      </Text>

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

interface PlanProps {
  name: "free" | "premium";
  highlighted?: boolean;
  price: string;
  per: string;
  note: string;
  action: ReactNode;
}

function Plan({ name, highlighted = false, price, per, note, action }: PlanProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.plan} data-highlighted={highlighted || undefined} aria-labelledby={`plan-${name}`}>
      <div className={classes.planHead}>
        <Title order={2} size="h4" id={`plan-${name}`}>
          {t(`pages.pricing.${name}.name`)}
        </Title>
        {highlighted && (
          <Badge variant="light" radius="sm">
            {t("pages.pricing.premium.badge")}
          </Badge>
        )}
      </div>
      <Text c="dimmed" size="sm" mt={6}>
        {t(`pages.pricing.${name}.description`)}
      </Text>
      <div className={classes.price}>
        <span className={classes.amount}>{price}</span>
        <Text component="span" c="dimmed" size="sm">
          {per}
        </Text>
      </div>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      {action}
      <FeatureList features={parseList(t(`pages.pricing.${name}.features`))} className={classes.features} />
    </section>
  );
}

/** Visitors sign up; a member already has the free plan. */
function FreeAction() {
  const { t } = useTranslation();
  const me = useMe();
  return me ? (
    <Button fullWidth size="md" mt="lg" variant="default" disabled>
      {t("pages.pricing.free.included")}
    </Button>
  ) : (
    <Button component={Link} to={paths.signup} fullWidth size="md" mt="lg" variant="default">
      {t("pages.pricing.free.action")}
    </Button>
  );
}

/**
 * A member puts the chosen plan in the cart and goes there; a premium member manages theirs; a
 * visitor logs in first and comes back here.
 */
function PremiumAction({ choice }: { choice: PlanChoice }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const add = useAddToCart();
  const buy = async () => {
    if (await add.run({ itemType: choice.plan, currency: choice.currency })) navigate(MEMBERSHIP_PATHS.cart);
  };
  if (me?.isPremium) {
    return (
      <Button component={Link} to={MEMBERSHIP_PATHS.settings} fullWidth size="md" mt="lg" variant="light">
        {t("membership.overview.manage")}
      </Button>
    );
  }
  return me ? (
    <Button fullWidth size="md" mt="lg" onClick={() => void buy()} loading={add.busy}>
      {t("pages.pricing.premium.action")}
    </Button>
  ) : (
    <Button component={Link} to={loginPath(location)} fullWidth size="md" mt="lg">
      {t("pages.pricing.premium.action")}
    </Button>
  );
}

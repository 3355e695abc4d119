import { Anchor, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconFileDownload, IconReceiptOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiClientError } from "../../api/client.ts";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { PlainButton } from "../../app/ui/PlainButton.tsx";
import { formatMoney } from "../../i18n/money.ts";
import { MEMBERSHIP_API, MEMBERSHIP_PATHS, ORDER_INCLUDE, type Order } from "./api/membershipApi.ts";
import { useOwnResource } from "./api/useOwnResource.ts";
import classes from "./ConfirmationPage.module.css";
import { useLongDate } from "./useLongDate.ts";

/** /cart/confirmation?order={id}: the paid order's welcome, with what it bought and its invoice. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const orderId = useSearchParams()[0].get("order") ?? "";
  const order = useOwnResource<Order>(MEMBERSHIP_API.order(orderId), ORDER_INCLUDE, orderId !== "");
  const missing =
    orderId === "" ||
    (order.error instanceof ApiClientError && order.error.status === 404) ||
    (order.data !== null && order.data.status !== "paid");

  return (
    <div className={`${contentClass} ${classes.root}`}>
      {missing ? (
        <EmptyState
          order={2}
          icon={<IconReceiptOff size={28} stroke={ICON_STROKE} />}
          title={t("membership.confirmation.missing.title")}
          body={t("membership.confirmation.missing.body")}
          action={{ label: t("membership.confirmation.missing.action"), to: MEMBERSHIP_PATHS.settings }}
        />
      ) : order.isError ? (
        <LoadFailure title={t("membership.confirmation.loadFailed")} onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <Welcome order={order.data} />
      ) : (
        <ConfirmationSkeleton />
      )}
    </div>
  );
}

function Welcome({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const date = useLongDate();
  const { membership, invoice } = order;
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} className={classes.card}>
      <Stack gap="lg">
        <div className={classes.head}>
          <IconCircleCheck size={40} stroke={ICON_STROKE} aria-hidden="true" className={classes.check} />
          <Title order={1} size="h2">
            {t("membership.confirmation.title")}
          </Title>
          <Text c="dimmed">{t("membership.confirmation.lead")}</Text>
        </div>
        <dl className={classes.facts}>
          <div>
            <dt>{t("membership.confirmation.plan")}</dt>
            <dd>{t(`membership.plans.${order.plan}.name`)}</dd>
          </div>
          {membership?.endsAt && (
            <div>
              <dt>{t("membership.confirmation.period")}</dt>
              <dd>{t("membership.period", { from: date(membership.startsAt), to: date(membership.endsAt) })}</dd>
            </div>
          )}
          <div>
            <dt>{t("membership.confirmation.paid")}</dt>
            <dd>{formatMoney(i18n.language, order.currency, order.total)}</dd>
          </div>
          {invoice && (
            <div>
              <dt>{t("membership.confirmation.invoice")}</dt>
              <dd>
                <Anchor href={invoice.pdfUrl} download className={classes.download}>
                  <IconFileDownload size={18} stroke={ICON_STROKE} aria-hidden="true" />
                  {t("membership.invoices.pdf", { number: invoice.number })}
                </Anchor>
              </dd>
            </div>
          )}
        </dl>
        <div className={classes.actions}>
          <PlainButton to={MEMBERSHIP_PATHS.ownProfile}>{t("membership.confirmation.profile")}</PlainButton>
          <PlainButton to={MEMBERSHIP_PATHS.settings} variant="default">
            {t("membership.confirmation.manage")}
          </PlainButton>
        </div>
      </Stack>
    </Paper>
  );
}

function ConfirmationSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.card} aria-busy="true" aria-label={t("membership.loading")}>
      <Skeleton circle height={40} mx="auto" mb="md" />
      <Skeleton height={28} width="60%" mx="auto" mb="sm" />
      <Skeleton height={14} width="80%" mx="auto" mb="xl" />
      <Skeleton height={14} mb="sm" />
      <Skeleton height={14} mb="sm" />
      <Skeleton height={14} mb="xl" />
      <Skeleton height={36} width="50%" mx="auto" />
    </Paper>
  );
}

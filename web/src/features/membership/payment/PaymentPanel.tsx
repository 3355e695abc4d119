import { Paper, Skeleton, Stack, Title } from "@mantine/core";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { StripeCardForm } from "./lazyStripeCardForm.ts";
import { type CardFormProps, SandboxCardForm } from "./SandboxCardForm.tsx";

/**
 * The card form of an order, by the provider that takes it. It opens below the cart once the order
 * is made; the keyboard's focus moves to it, so the next Tab reaches its first field.
 */
export function PaymentPanel(props: CardFormProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="payment-title">
      <Title order={2} size="h4" mb="md" id="payment-title" ref={heading} tabIndex={-1}>
        {t("membership.payment.title")}
      </Title>
      {props.order.provider === "stripe" ? (
        <Suspense fallback={<PaymentSkeleton />}>
          <StripeCardForm {...props} />
        </Suspense>
      ) : (
        <SandboxCardForm {...props} />
      )}
    </Paper>
  );
}

function PaymentSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("membership.payment.loading")}>
      <Skeleton height={40} radius="md" />
      <Skeleton height={40} radius="md" />
      <Skeleton height={44} radius="md" />
    </Stack>
  );
}

import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormProblems } from "../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../app/forms/useRefusalText.ts";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { formatMoney } from "../../i18n/money.ts";
import { useCart } from "./api/cart.ts";
import { type Cart, type CartItem, MEMBERSHIP_PATHS, type Order } from "./api/membershipApi.ts";
import { usePaymentIntent, useProviderReturn } from "./api/payment.ts";
import classes from "./CartPage.module.css";
import { AmountLines } from "./components/AmountLines.tsx";
import { CartItemPanel } from "./components/CartItemPanel.tsx";
import { PaymentPanel } from "./payment/PaymentPanel.tsx";

/**
 * /cart (spec 000): the one plan in the cart, what it comes to, and its payment on the same page.
 * "Continue to payment" makes the order at the server's prices and opens the card form below;
 * once paid, the confirmation page welcomes the new member.
 */
export function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const onPaid = (orderId: string) => navigate(MEMBERSHIP_PATHS.confirmation(orderId));
  const errors = useFormErrors<never>([], { word: useRefusalText() });
  const returning = useProviderReturn({ errors, onPaid });

  return (
    <div className={`${contentClass} ${classes.root}`}>
      <Title order={1} size="h2" mb="lg">
        {t("membership.cart.title")}
      </Title>
      {cart.isPending || returning ? (
        <CartSkeleton />
      ) : cart.isError || !cart.data ? (
        <LoadFailure title={t("membership.cart.loadFailed")} onRetry={() => void cart.refetch()} />
      ) : cart.item ? (
        <Checkout
          cart={cart.data}
          item={cart.item}
          updating={cart.isFetching}
          onPaid={onPaid}
          problems={errors.general}
        />
      ) : (
        <>
          <FormProblems problems={errors.general} />
          <EmptyState
            order={2}
            icon={<IconShoppingCart size={28} stroke={ICON_STROKE} />}
            title={t("membership.cart.empty.title")}
            body={t("membership.cart.empty.body")}
            action={{ label: t("membership.cart.empty.action"), to: MEMBERSHIP_PATHS.pricing }}
          />
        </>
      )}
    </div>
  );
}

interface CheckoutProps {
  cart: Cart;
  item: CartItem;
  /** The cart's sums are being read again after a change. */
  updating: boolean;
  onPaid(orderId: string): void;
  /** What a return from the bank's page was refused with. */
  problems: readonly string[];
}

function Checkout({ cart, item, updating, onPaid, problems }: CheckoutProps) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<Order | null>(null);
  const errors = useFormErrors<never>([], { word: useRefusalText() });
  const intent = usePaymentIntent({ errors, onOpened: setOrder });

  return (
    <div className={classes.layout}>
      <div className={classes.item}>
        <CartItemPanel cart={cart} item={item} locked={order !== null} />
      </div>
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} className={classes.summary}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t("membership.cart.summary")}
          </Title>
          <AmountLines amounts={cart} />
          <Text size="xs" c="dimmed">
            {t(`membership.plans.${item.itemType}.charged`)}
          </Text>
          <FormProblems problems={[...problems, ...errors.general]} />
          {order ? (
            <Button variant="default" onClick={() => setOrder(null)}>
              {t("membership.cart.changePlan")}
            </Button>
          ) : (
            <Button size="md" fullWidth onClick={() => void intent.run()} loading={intent.busy} disabled={updating}>
              {t("membership.cart.continue")}
            </Button>
          )}
        </Stack>
      </Paper>
      {order && (
        <div className={classes.payment}>
          <PaymentPanel
            order={order}
            amount={formatMoney(i18n.language, order.currency, order.total)}
            onPaid={onPaid}
          />
        </div>
      )}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Paper withBorder radius="md" p="lg" className={classes.item}>
        <Skeleton height={20} width="40%" mb="sm" />
        <Skeleton height={12} width="60%" mb="xl" />
        <Skeleton height={36} width={220} />
      </Paper>
      <Paper withBorder radius="md" p="lg" className={classes.summary}>
        <Skeleton height={18} width="50%" mb="lg" />
        <Skeleton height={12} mb="sm" />
        <Skeleton height={12} mb="sm" />
        <Skeleton height={16} mb="lg" />
        <Skeleton height={42} />
      </Paper>
    </div>
  );
}

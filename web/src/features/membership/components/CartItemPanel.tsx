import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCrown, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { formatMoney } from "../../../i18n/money.ts";
import { useCartItemChange, useCartItemRemoval } from "../api/cart.ts";
import type { Cart, CartItem } from "../api/membershipApi.ts";
import classes from "./CartItemPanel.module.css";
import { BillingChoice, CurrencyChoice } from "./PlanChoices.tsx";

export interface CartItemPanelProps {
  cart: Cart;
  item: CartItem;
  /** While its order is being paid, the plan stays as it is. */
  locked: boolean;
}

/** The one plan in the cart: by the month or the year, in which currency, or out of the cart. */
export function CartItemPanel({ cart, item, locked }: CartItemPanelProps) {
  const { t, i18n } = useTranslation();
  const change = useCartItemChange(item);
  const removal = useCartItemRemoval(cart, item);
  // The choice shows at once; the prices follow from the server.
  const plan = change.variables?.itemType ?? item.itemType;
  const currency = change.variables?.currency ?? item.currency;
  const busy = change.busy || removal.busy;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} className={classes.root}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCrown size={24} stroke={ICON_STROKE} aria-hidden="true" className={classes.crown} />
          <div className={classes.head}>
            <Title order={2} size="h4">
              {t("membership.cart.item")}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`membership.plans.${plan}.renews`)}
            </Text>
          </div>
          <Text className={classes.price} aria-live="polite">
            {formatMoney(i18n.language, item.currency, item.unitPrice)}
            <Text component="span" size="sm" c="dimmed">
              {" "}
              {t(`membership.plans.${item.itemType}.per`)}
            </Text>
          </Text>
        </Group>
        <div className={classes.choices}>
          <div>
            <Text size="sm" fw={560} mb={6} id="cart-billing">
              {t("membership.choice.billing")}
            </Text>
            <BillingChoice
              labelId="cart-billing"
              value={plan}
              onChange={(itemType) => void change.run({ itemType })}
              disabled={locked || busy}
            />
          </div>
          <div>
            <Text size="sm" fw={560} mb={6} id="cart-currency">
              {t("membership.choice.currency")}
            </Text>
            <CurrencyChoice
              labelId="cart-currency"
              value={currency}
              onChange={(next) => void change.run({ currency: next })}
              disabled={locked || busy}
            />
          </div>
        </div>
        {!locked && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />}
              onClick={() => void removal.run()}
              loading={removal.busy}
              disabled={change.busy}
            >
              {t("membership.cart.remove")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

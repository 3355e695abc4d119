import { SANDBOX_CARDS } from "@atelier/common/plans";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { Order } from "../api/membershipApi.ts";
import { useSandboxPayment } from "../api/payment.ts";
import { BankConfirmDialog } from "./BankConfirmDialog.tsx";
import { CARD_FIELDS, type CardField, checkCard, EMPTY_CARD, formatCardNumber, formatExpiry } from "./cardFields.ts";
import classes from "./SandboxCardForm.module.css";

export interface CardFormProps {
  order: Order;
  /** The order's total, written out for the pay button. */
  amount: string;
  onPaid(orderId: string): void;
}

const TEST_CARDS = ["succeeds", "declined", "authenticates"] as const;

/**
 * The built-in sandbox's card form (no provider keys configured): test cards only, nothing is
 * charged. The card is checked by the server's own schema first, then confirmed and settled.
 */
export function SandboxCardForm({ order, amount, onPaid }: CardFormProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState(EMPTY_CARD);
  // A refusal (a declined card points at its number) in the reader's words.
  const errors = useFormErrors(CARD_FIELDS, { word: useRefusalText() });
  const payment = useSandboxPayment(order, { errors, onPaid });

  const invalidCard = (field: CardField) => ({
    code: "invalid",
    detail: t(`membership.payment.card.invalid.${field}`),
  });

  const edit = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment.busy) return;
    const check = checkCard(card, order.clientSecret ?? "");
    if (check.ok) void payment.pay(check.input);
    else errors.report(Object.fromEntries(check.invalid.map((field) => [field, invalidCard(field)])));
  };

  return (
    <>
      <form ref={errors.formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          <TestCards onPick={(number) => edit("cardNumber", formatCardNumber(number))} />
          <TextInput
            label={t("membership.payment.card.number")}
            name="cardNumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            onChange={(event) => edit("cardNumber", formatCardNumber(event.currentTarget.value))}
            error={errors.errorOf("cardNumber")}
            readOnly={payment.busy}
          />
          <div className={classes.pair}>
            <TextInput
              label={t("membership.payment.card.expiry")}
              name="expiry"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={t("membership.payment.card.expiryPlaceholder")}
              value={card.expiry}
              onChange={(event) => edit("expiry", formatExpiry(event.currentTarget.value))}
              error={errors.errorOf("expiry")}
              readOnly={payment.busy}
            />
            <TextInput
              label={t("membership.payment.card.cvc")}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              placeholder="123"
              value={card.cvc}
              onChange={(event) => edit("cvc", event.currentTarget.value.replace(/\D/g, ""))}
              error={errors.errorOf("cvc")}
              readOnly={payment.busy}
            />
          </div>
          <FormProblems problems={errors.general} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={payment.busy}
            leftSection={<IconLock size={18} stroke={ICON_STROKE} aria-hidden="true" />}
          >
            {t("membership.payment.pay", { amount })}
          </Button>
        </Stack>
      </form>
      <BankConfirmDialog
        opened={payment.asking}
        amount={amount}
        answering={payment.answering}
        onAnswer={(approve) => void payment.answer(approve)}
      />
    </>
  );
}

/** The sandbox's test cards, each filled in by a click, with what it does. */
function TestCards({ onPick }: { onPick(number: string): void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.testCards}>
      <Text size="sm" fw={560}>
        {t("membership.payment.sandbox.title")}
      </Text>
      <Text size="sm" c="dimmed" mt={2}>
        {t("membership.payment.sandbox.body")}
      </Text>
      <ul>
        {TEST_CARDS.map((kind) => {
          const number = formatCardNumber(SANDBOX_CARDS[kind]);
          return (
            <li key={kind}>
              <button
                type="button"
                className={`mantine-focus-auto ${classes.testCard}`}
                onClick={() => onPick(number)}
                aria-label={t("membership.payment.sandbox.use", { number })}
              >
                {number}
              </button>
              <span>{t(`membership.payment.sandbox.${kind}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

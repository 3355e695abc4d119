import { Button, Stack, useComputedColorScheme } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { MEMBERSHIP_PATHS } from "../api/membershipApi.ts";
import { useCheckout } from "../api/payment.ts";
import type { CardFormProps } from "./SandboxCardForm.tsx";

/** Stripe.js once per key: it loads from Stripe (their terms ask it), and only when a Stripe order is paid. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's Payment Element for the order's payment, in the page's language and colour scheme. */
export default function StripeCardForm(props: CardFormProps) {
  const { i18n } = useTranslation();
  const scheme = useComputedColorScheme("light");
  const { publishableKey, clientSecret } = props.order;
  if (!publishableKey || !clientSecret) throw new Error("A Stripe order comes with its keys.");
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        locale: i18n.language === "de" ? "de" : "en",
        appearance: { theme: scheme === "dark" ? "night" : "stripe", variables: { borderRadius: "8px" } },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ amount, onPaid }: CardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const errors = useFormErrors<never>([], { word: useRefusalText() });
  const settle = useCheckout({ errors, onPaid });
  // Stripe's own refusal, already in the reader's language.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || confirming || settle.busy) return;
    setRefusal(null);
    setConfirming(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      // Only a payment method that goes through the bank's page comes back here (see useProviderReturn).
      confirmParams: { return_url: new URL(MEMBERSHIP_PATHS.cart, window.location.href).href },
    });
    setConfirming(false);
    if (error) setRefusal(error.message ?? t("refusals.general.retry"));
    else void settle.run(paymentIntent.id);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PaymentElement />
        <FormProblems problems={refusal ? [refusal] : errors.general} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={confirming || settle.busy}
          disabled={!stripe || !elements}
          leftSection={<IconLock size={18} stroke={ICON_STROKE} aria-hidden="true" />}
        >
          {t("membership.payment.pay", { amount })}
        </Button>
      </Stack>
    </form>
  );
}

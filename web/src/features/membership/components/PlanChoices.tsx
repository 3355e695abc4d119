import { CURRENCIES } from "@atelier/common/enums";
import { type Currency, PLANS, type Plan } from "@atelier/common/plans";
import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isCurrency, isPlan } from "../plans.ts";

interface ChoiceProps<V> {
  value: V;
  onChange(value: V): void;
  disabled?: boolean;
  /** The id of a visible label; without one the group is named for screen readers alone. */
  labelId?: string;
}

const groupName = (labelId: string | undefined, label: string) =>
  labelId ? { "aria-labelledby": labelId } : { "aria-label": label };

/** By the month or by the year: a radio group, reached and changed by keyboard like any. */
export function BillingChoice({ value, onChange, disabled, labelId }: ChoiceProps<Plan>) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      {...groupName(labelId, t("membership.choice.billing"))}
      data={PLANS.map((plan) => ({ value: plan, label: t(`membership.plans.${plan}.billing`) }))}
      value={value}
      onChange={(next) => isPlan(next) && onChange(next)}
      disabled={disabled}
    />
  );
}

/** The currency prices are shown and paid in. */
export function CurrencyChoice({ value, onChange, disabled, labelId }: ChoiceProps<Currency>) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      {...groupName(labelId, t("membership.choice.currency"))}
      data={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
      value={value}
      onChange={(next) => isCurrency(next) && onChange(next)}
      disabled={disabled}
    />
  );
}

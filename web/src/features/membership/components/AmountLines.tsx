import type { CartAttributes } from "@atelier/common";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../i18n/money.ts";
import classes from "./AmountLines.module.css";

export type Amounts = Pick<CartAttributes, "currency" | "net" | "vat" | "total" | "vatPercent">;

/** What a cart, an order or an invoice comes to: net, the VAT in it, and the total paid. */
export function AmountLines({ amounts }: { amounts: Amounts }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(i18n.language, amounts.currency, minor);
  return (
    <dl className={classes.root}>
      <div>
        <dt>{t("membership.amounts.net")}</dt>
        <dd>{money(amounts.net)}</dd>
      </div>
      <div>
        <dt>{t("membership.amounts.vat", { percent: amounts.vatPercent })}</dt>
        <dd>{money(amounts.vat)}</dd>
      </div>
      <div className={classes.total}>
        <dt>{t("membership.amounts.total")}</dt>
        <dd>{money(amounts.total)}</dd>
      </div>
    </dl>
  );
}

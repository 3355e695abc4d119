import { operator } from "@atelier/common/operator";
import { Text, type TextProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./OperatorAddress.module.css";

/** The postal address of the company running the site, as the imprint and the contact page show it. */
export function OperatorAddress(props: Omit<TextProps, "className">) {
  const { t } = useTranslation();
  return (
    <Text component="address" className={classes.address} {...props}>
      {operator.company}
      <br />
      {operator.street}
      <br />
      {operator.city}
      <br />
      {t("pages.imprint.country")}
    </Text>
  );
}

import { PASSWORD_MIN_LENGTH } from "@atelier/common/rules";
import { Text, VisuallyHidden } from "@mantine/core";
import { IconCircleCheckFilled, IconCircleDashed } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";
import { checkPasswordRules } from "../checkPasswordRules.ts";
import classes from "./PasswordRules.module.css";

export interface PasswordRulesProps {
  password: string;
}

/** The password rules as a checklist that ticks each rule while the user types. */
export function PasswordRules({ password }: PasswordRulesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={classes.root}>
      <Text size="xs" c="dimmed" id={titleId}>
        {t("auth.passwordRules.title")}
      </Text>
      <ul className={classes.list} aria-labelledby={titleId}>
        {checkPasswordRules(password).map(({ key, met }) => (
          <li key={key} className={classes.rule} data-met={met || undefined}>
            {met ? (
              <IconCircleCheckFilled size={16} aria-hidden="true" className={classes.icon} />
            ) : (
              <IconCircleDashed size={16} stroke={ICON_STROKE} aria-hidden="true" className={classes.icon} />
            )}
            <span>{t(`auth.passwordRules.${key}`, { count: PASSWORD_MIN_LENGTH })}</span>
            <VisuallyHidden>{t(met ? "auth.passwordRules.met" : "auth.passwordRules.notMet")}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}

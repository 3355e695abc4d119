import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./RemoveConnectionButton.module.css";

export interface RemoveConnectionButtonProps {
  name: string;
  disabled?: boolean;
  onRemove(): void;
}

/**
 * Removing a connection cannot be undone from here (the other side must accept again), so it asks
 * first, in the card itself.
 */
export function RemoveConnectionButton({ name, disabled, onRemove }: RemoveConnectionButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        variant="default"
        size="xs"
        disabled={disabled}
        onClick={() => setAsking(true)}
        aria-label={t("connections.actions.removeName", { name })}
      >
        {t("connections.actions.remove")}
      </Button>
    );
  }
  return (
    <fieldset className={classes.question}>
      <legend className={classes.legend}>{t("connections.actions.removeQuestion", { name })}</legend>
      <div className={classes.buttons}>
        {/* Focus lands on the harmless choice, so a stray Enter keeps the connection. */}
        <Button variant="default" size="xs" onClick={() => setAsking(false)} autoFocus>
          {t("connections.actions.keep")}
        </Button>
        <Button
          color="red"
          size="xs"
          onClick={() => {
            setAsking(false);
            onRemove();
          }}
        >
          {t("connections.actions.removeConfirm")}
        </Button>
      </div>
    </fieldset>
  );
}

import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";

export interface ConfirmDeleteButtonProps {
  label: string;
  onConfirm(): unknown;
}

/** Deleting takes two clicks: the first asks, the second deletes. Leaving the button asks again next time. */
export function ConfirmDeleteButton({ label, onConfirm }: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={asking ? "filled" : "subtle"}
      color="red"
      leftSection={<IconTrash size={16} stroke={ICON_STROKE} aria-hidden="true" />}
      loading={busy}
      onBlur={() => setAsking(false)}
      onClick={async () => {
        if (!asking) {
          setAsking(true);
          return;
        }
        setBusy(true);
        try {
          await onConfirm();
        } finally {
          setBusy(false);
          setAsking(false);
        }
      }}
    >
      {asking ? t("profile.edit.confirmDelete") : label}
    </Button>
  );
}

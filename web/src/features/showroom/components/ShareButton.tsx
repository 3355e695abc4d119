import { Button } from "@mantine/core";
import { IconLink, IconShare } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";

export interface ShareButtonProps {
  title: string;
  text: string;
  /** The item's address on this site. */
  path: string;
}

/** The system's share sheet where the browser has one (phones), else the link copied. */
export function ShareButton({ title, text, path }: ShareButtonProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  // Known only in the browser: the server renders the copy button, which every browser can use.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  const url = () => new URL(path, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      alerts.add({ type: "success", text: "showroom.share.copied" });
    } catch {
      alerts.add({ type: "error", text: "showroom.share.copyFailed" });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text, url: url() });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to the link.
      if (!(error instanceof DOMException && error.name === "AbortError")) await copy();
    }
  };

  return (
    <Button
      variant="default"
      leftSection={
        canShare ? <IconShare size={16} stroke={ICON_STROKE} /> : <IconLink size={16} stroke={ICON_STROKE} />
      }
      onClick={() => void (canShare ? share() : copy())}
    >
      {t(canShare ? "showroom.share.share" : "showroom.share.copy")}
    </Button>
  );
}

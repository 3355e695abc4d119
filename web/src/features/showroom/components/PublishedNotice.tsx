import { Alert, Text, TextInput } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { itemPathOf, PUBLISHED_PARAM } from "../itemPath.ts";
import type { Item } from "../types.ts";
import classes from "./PublishedNotice.module.css";
import { ShareButton } from "./ShareButton.tsx";

/**
 * Greets the owner who just published the item (the editor adds `?published=1`, which this takes
 * out of the address again): the work is live, with its link to copy and the share button. It
 * takes the focus to be read out, and closes by its button or Escape.
 */
export function PublishedNotice({ item }: { item: Item }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [greeted, setGreeted] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const arrived = params.get(PUBLISHED_PARAM) === "1";

  useEffect(() => {
    if (!arrived) return;
    setGreeted(true);
    // Reloaded or shared, the address greets no one again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PUBLISHED_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [arrived, setParams]);

  const open = greeted && item.isMine === true && item.status === "published";
  useEffect(() => {
    if (open) notice.current?.focus();
  }, [open]);

  if (!open) return null;
  const path = itemPathOf(item);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className={classes.notice}
      variant="light"
      color="green"
      icon={<IconCircleCheck size={20} stroke={ICON_STROKE} aria-hidden="true" />}
      title={<span id={titleId}>{t("showroom.published.title")}</span>}
      withCloseButton
      closeButtonLabel={t("showroom.published.close")}
      onClose={() => setGreeted(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setGreeted(false);
      }}
    >
      <Text size="sm">{t("showroom.published.body")}</Text>
      <div className={classes.share}>
        <TextInput
          readOnly
          value={new URL(path, window.location.origin).toString()}
          aria-label={t("showroom.published.link")}
          className={classes.link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <ShareButton title={item.title} text={item.description ?? item.title} path={path} />
      </div>
    </Alert>
  );
}

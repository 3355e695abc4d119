import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Text } from "@mantine/core";
import { IconArrowBackUp, IconPencil, IconSend, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { useItemActions } from "../api/useItemActions.ts";
import { itemEditPathOf } from "../itemPath.ts";
import type { Item } from "../types.ts";
import classes from "./ItemAside.module.css";

const icon = (Icon: typeof IconPencil) => <Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />;

/** The owner's own controls on the item page: edit, publish or back to draft, and delete after asking. */
export function OwnerActions({ item, actions }: { item: Item; actions: ReturnType<typeof useItemActions> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const draft = item.status === "draft";
  const waiting = actions.busy !== null;
  return (
    <div className={classes.actions}>
      <Button component={Link} to={itemEditPathOf(item)} variant="default" leftSection={icon(IconPencil)}>
        {t("showroom.owner.edit")}
      </Button>
      {draft ? (
        <Button
          leftSection={icon(IconSend)}
          onClick={() => void actions.publish()}
          loading={actions.busy === "publish"}
          disabled={waiting}
        >
          {t("showroom.owner.publish")}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={icon(IconArrowBackUp)}
          onClick={() => void actions.draft()}
          loading={actions.busy === "draft"}
          disabled={waiting}
        >
          {t("showroom.owner.draft")}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        leftSection={icon(IconTrash)}
        onClick={() => setAsking(true)}
        disabled={waiting}
      >
        {t("showroom.owner.delete")}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t("showroom.owner.deleteTitle")} size="sm">
        <Text size="sm">{t("showroom.owner.deleteBody", { title: item.title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t("showroom.owner.cancel")}
          </Button>
          <Button
            color="red"
            loading={actions.busy === "delete"}
            onClick={() => void actions.remove().finally(() => setAsking(false))}
          >
            {t("showroom.owner.deleteConfirm")}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

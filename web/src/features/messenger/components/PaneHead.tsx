import { paths } from "@atelier/common/paths";
import { ActionIcon } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./ConversationView.module.css";

/** The head of the pane beside the list, with the way back to the list that a phone needs. */
export function PaneHead({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.head}>
      <ActionIcon
        component={Link}
        to={paths.messages}
        variant="subtle"
        className={classes.back}
        aria-label={t("messenger.back")}
      >
        <IconArrowLeft size={20} stroke={ICON_STROKE} />
      </ActionIcon>
      {children}
    </div>
  );
}

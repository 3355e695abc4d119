import { Button, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./OwnerHint.module.css";

export interface OwnerHintProps {
  /** One sentence: what to add here and why it helps. */
  text: string;
  action: string;
  onAction(): void;
}

/** An empty section as its owner sees it: what to add, and the button that starts it. */
export function OwnerHint({ text, action, onAction }: OwnerHintProps) {
  return (
    <div className={classes.root}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={16} stroke={ICON_STROKE} aria-hidden="true" />}
        onClick={onAction}
        className={classes.action}
      >
        {action}
      </Button>
    </div>
  );
}

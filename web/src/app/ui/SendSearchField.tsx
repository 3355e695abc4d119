import { ActionIcon, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ICON_STROKE } from "../theme.ts";

export interface SendSearchFieldProps {
  label: string;
  placeholder: string;
  /** The button's name. */
  action: string;
  /** The text searched for now; sending it again asks nothing. */
  current?: string;
  /** Empty the field once sent, for a filter that takes several values. */
  clearOnSend?: boolean;
  onSend(text: string): void;
}

/** A text searched once it is sent (Enter or the button), not at every key. */
export function SendSearchField({
  label,
  placeholder,
  action,
  current = "",
  clearOnSend,
  onSend,
}: SendSearchFieldProps) {
  const [text, setText] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = text.trim();
    if (sent === current.trim()) return;
    onSend(sent);
    if (clearOnSend) setText("");
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" color="gray" aria-label={action}>
            <IconSearch size={16} stroke={ICON_STROKE} />
          </ActionIcon>
        }
      />
    </form>
  );
}

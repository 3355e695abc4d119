import { ActionIcon, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useRef } from "react";
import { ICON_STROKE } from "../theme/theme.ts";

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

/**
 * A text searched once it is sent (Enter or the button), not at every key. The field holds its own
 * text and is read when sent: what someone types while the page is still hydrating is kept.
 */
export function SendSearchField({
  label,
  placeholder,
  action,
  current = "",
  clearOnSend,
  onSend,
}: SendSearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!input.current) return;
    const sent = input.current.value.trim();
    if (sent === current.trim()) return;
    onSend(sent);
    if (clearOnSend) input.current.value = "";
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        type="search"
        label={label}
        placeholder={placeholder}
        ref={input}
        defaultValue={current}
        maxLength={100}
        rightSection={
          <ActionIcon type="submit" variant="subtle" color="gray" aria-label={action}>
            <IconSearch size={16} stroke={ICON_STROKE} />
          </ActionIcon>
        }
      />
    </form>
  );
}

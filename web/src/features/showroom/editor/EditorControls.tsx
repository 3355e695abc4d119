import { ActionIcon } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode, Ref } from "react";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./ItemEditor.module.css";

/** A part's remove button: an icon, named for screen readers and on hover by what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={label} title={label}>
      <IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />
    </ActionIcon>
  );
}

/** A part's edit button: an icon, named like the remove button; focus comes back to it when the edit closes. */
export function EditButton({ label, onClick, ref }: { label: string; onClick(): void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" onClick={onClick} aria-label={label} title={label}>
      <IconPencil size={18} stroke={ICON_STROKE} aria-hidden="true" />
    </ActionIcon>
  );
}

export interface InlineFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit(): void;
  children: ReactNode;
}

/** A one-line form that adds a part: its fields side by side, wrapping on a narrow screen, the button last. */
export function InlineForm({ formRef, onSubmit, children }: InlineFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className={classes.inline}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

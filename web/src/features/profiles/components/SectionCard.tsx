import { ActionIcon, Alert, Button, Paper } from "@mantine/core";
import { IconAlertCircle, IconPencil, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { errorText } from "../../../app/forms/sortErrors.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { ProfileSection } from "../profileEditor.ts";
import { sectionId } from "../sectionId.ts";
import { useProfileEditor } from "./ProfileEditorContext.tsx";
import classes from "./SectionCard.module.css";

export interface SectionCardProps {
  title: string;
  /** The section whose server errors show here while none of its forms is open. */
  section?: ProfileSection;
  /** The owner's controls beside the title (a pencil, an add button). */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of a profile: a quiet card with its heading, the owner's controls and the content. */
export function SectionCard({ title, section, action, children }: SectionCardProps) {
  const editor = useProfileEditor();
  const errors = section && editor.state.open?.section !== section ? (editor.state.errors[section] ?? []) : [];
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      className={classes.root}
      aria-label={title}
      id={section ? sectionId(section) : undefined}
    >
      <div className={classes.head}>
        <h2 className={classes.title}>{title}</h2>
        {action && <div className={classes.action}>{action}</div>}
      </div>
      {errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="sm"
          icon={<IconAlertCircle size={20} stroke={ICON_STROKE} />}
        >
          {errors.map((error) => (
            <div key={`${error.code}-${error.source?.pointer}-${errorText(error)}`}>{errorText(error)}</div>
          ))}
        </Alert>
      )}
      {children}
    </Paper>
  );
}

/** The owner's pencil on a section; its label names the section for screen readers. */
export function EditButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClick} aria-label={label} title={label}>
      <IconPencil size={18} stroke={ICON_STROKE} aria-hidden="true" />
    </ActionIcon>
  );
}

/** The owner's button to add an entry to a section. */
export function AddButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPlus size={16} stroke={ICON_STROKE} aria-hidden="true" />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

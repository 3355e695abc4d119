import type { Document, Resource } from "@atelier/common/jsonapi";
import { Button, Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFileDownload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { DOWNLOADS, LIST_SECTIONS, MY, myPath } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { fileDetailsKey, useFileDetails } from "../hooks/useFileDetails.ts";
import type { Achievement, Education, Employment, HistoryEntry, HistoryKind } from "../types.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { EditorActions } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { today } from "./formRules.ts";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { UploadDropzone } from "./UploadDropzone.tsx";
import "./styles.ts";

type Values = Record<string, string | boolean>;

/** The text fields of each kind, required ones first; dates and the description follow. */
const TEXT_FIELDS = {
  employments: { required: ["title", "employer"], optional: ["place"] },
  educations: { required: ["school"], optional: ["degree", "fieldOfStudy"] },
  achievements: { required: ["title"], optional: ["issuer"] },
} as const satisfies Record<HistoryKind, { required: readonly string[]; optional: readonly string[] }>;
const DATES = {
  employments: ["startedOn", "endedOn"],
  educations: ["startedOn", "endedOn"],
  achievements: ["achievedOn"],
} as const satisfies Record<HistoryKind, readonly string[]>;
const TEXT_MAX = 200;
const DESCRIPTION_MAX = 2000;

function initialValues(kind: HistoryKind, entry: Employment | Education | Achievement | undefined): Values {
  const source = (entry ?? {}) as unknown as Record<string, string | null | undefined>;
  const values: Values = { description: source.description ?? "" };
  for (const name of [...TEXT_FIELDS[kind].required, ...TEXT_FIELDS[kind].optional, ...DATES[kind]]) {
    values[name] = source[name] ?? "";
  }
  // A saved employment without an end is the current one; a new one starts as not current.
  if (kind === "employments") values.current = Boolean(entry && !(entry as Employment).endedOn);
  return values;
}

/** What the form sends: trimmed texts, and null for an empty date or an end that is still open. */
function attributesOf(kind: HistoryKind, values: Values): Record<string, string | null> {
  const attributes: Record<string, string | null> = { description: String(values.description).trim() };
  for (const name of [...TEXT_FIELDS[kind].required, ...TEXT_FIELDS[kind].optional]) {
    attributes[name] = String(values[name]).trim();
  }
  for (const name of DATES[kind]) attributes[name] = values[name] ? String(values[name]) : null;
  if (kind === "employments" && values.current) attributes.endedOn = null;
  return attributes;
}

export interface HistoryFormProps<K extends HistoryKind> {
  kind: K;
  /** The entry to change; none for a new one. */
  entry?: HistoryEntry<K>;
}

/**
 * One employment, education or achievement in a form of its own. A new achievement reopens as
 * saved after its first save, so its file can be attached at once.
 */
export function HistoryForm<K extends HistoryKind>({ kind, entry }: HistoryFormProps<K>) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const required = TEXT_FIELDS[kind].required as readonly string[];
  const fields = [...required, ...TEXT_FIELDS[kind].optional, ...DATES[kind], "description"];
  const errors = useFormErrors(fields, useSectionRefusals(kind));
  const type = LIST_SECTIONS[kind].type;

  const form = useForm<Values>({
    initialValues: initialValues(kind, entry),
    validate: (values) => {
      const found: Record<string, string> = {};
      for (const name of required) {
        if (String(values[name]).trim() === "") found[name] = t(`profile.history.fields.${name}Required`);
      }
      if (values.startedOn && values.endedOn && !values.current && values.endedOn < values.startedOn) {
        found.endedOn = t("profile.history.endBeforeStart");
      }
      if (values.achievedOn && String(values.achievedOn) > today()) found.achievedOn = t("profile.history.futureDate");
      return found;
    },
  });

  // A new achievement stays open once saved, as itself, for its file.
  const reopen = kind === "achievements" && !entry;
  const save = form.onSubmit(async (values) => {
    const attributes = attributesOf(kind, values);
    let created: string | null = null;
    const saved = await editor.change(
      kind,
      async () => {
        if (entry) {
          await api.patch(myPath(kind, entry.id), toResourceDocument(type, { id: entry.id, attributes }));
        } else {
          const reply = await api.post<Document>(myPath(kind), toResourceDocument(type, { attributes }));
          created = String((reply.data as Resource).id);
        }
      },
      { close: !reopen },
    );
    if (saved && reopen && created) editor.open(kind, created);
  });

  const input = (name: string) => {
    const props = form.getInputProps(name);
    return { ...props, error: props.error ?? errors.errorOf(name) };
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <div className={classes.grid}>
          {[...required, ...TEXT_FIELDS[kind].optional].map((name, index) => (
            <TextInput
              key={name}
              label={t(`profile.history.fields.${name}`)}
              required={required.includes(name)}
              maxLength={TEXT_MAX}
              data-autofocus={index === 0 || undefined}
              {...input(name)}
            />
          ))}
          {DATES[kind].map((name) => (
            <TextInput
              key={name}
              type="date"
              label={t(`profile.history.fields.${name}`)}
              max={name === "achievedOn" ? today() : undefined}
              disabled={name === "endedOn" && Boolean(form.values.current)}
              {...input(name)}
            />
          ))}
        </div>
        {kind === "employments" && (
          <Checkbox
            label={t("profile.history.fields.current")}
            {...form.getInputProps("current", { type: "checkbox" })}
          />
        )}
        <Textarea
          label={t("profile.history.fields.description")}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={DESCRIPTION_MAX}
          {...input("description")}
        />
        {kind === "achievements" && entry && <AchievementFileField achievement={entry as Achievement} />}
        <FormProblems problems={errors.general} />
        <EditorActions
          saving={form.submitting}
          remove={
            entry && (
              <ConfirmDeleteButton
                label={t("profile.edit.delete")}
                onConfirm={() => editor.change(kind, () => api.delete(myPath(kind, entry.id)), { close: true })}
              />
            )
          }
        />
      </Stack>
    </form>
  );
}

/** An achievement's file: download, remove, or drop another in its place. */
function AchievementFileField({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const queryClient = useQueryClient();
  const href = DOWNLOADS.achievementFile(achievement.id);
  const details = useFileDetails(href, achievement.hasFile);
  const path = MY.achievementFile(achievement.id);
  const forget = () => queryClient.removeQueries({ queryKey: fileDetailsKey(href) });

  return (
    <div>
      <Text size="sm" fw={560} mb={6}>
        {t("profile.history.achievements.file")}
      </Text>
      {achievement.hasFile && (
        <div className={classes.fileRow}>
          <a className={classes.fileLink} href={href} download>
            <IconFileDownload size={18} stroke={ICON_STROKE} aria-hidden="true" />
            {details?.name ?? t("profile.history.achievements.download")}
          </a>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() =>
              void editor.change("achievements", async () => {
                await api.delete(path);
                forget();
              })
            }
          >
            {t("profile.history.achievements.removeFile")}
          </Button>
        </div>
      )}
      <UploadDropzone
        onChoose={() => editor.clear("achievements")}
        kind="document"
        label={
          achievement.hasFile
            ? t("profile.history.achievements.replaceFile")
            : t("profile.history.achievements.addFile")
        }
        upload={(file, onProgress) => {
          const body = new FormData();
          body.append("file", file);
          return editor.change("achievements", async () => {
            await api.upload(path, body, { onProgress });
            forget();
          });
        }}
      />
    </div>
  );
}

import type { Document } from "@atelier/common/jsonapi";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { Button, Group, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import { EditorSection } from "../../showroom/editor/EditorSection.tsx";
import editorClasses from "../../showroom/editor/ItemEditor.module.css";
import type { Opportunity } from "../api/index.ts";
import classes from "./JobEditor.module.css";
import { identifierOf, OWN_API, relinkList } from "./ownOpportunity.ts";

/**
 * Notes added beneath a published opportunity (the interviews start later, the brief changed):
 * listed with their day, a new one written below. What the opportunity said before stays as it was.
 */
export function AddendaEditor({ opportunity }: { opportunity: Opportunity }) {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const [content, setContent] = useState("");
  const errors = useFormErrors(["content"] as const, { word: useRefusalText() });
  const addenda = opportunity.addenda ?? [];
  const full = addenda.length >= OPPORTUNITY_LIMITS.addenda;

  const add = useWrite<string, Document>({
    send: (api, text) =>
      api.post(OWN_API.addenda(opportunity.id), toResourceDocument("addendums", { attributes: { content: text } })),
    errors,
    onSuccess: (reply) => {
      relinkList(store, opportunity.id, "addenda", (listed) => [...listed, identifierOf(reply)]);
      setContent("");
    },
  });

  const submit = () => {
    if (content.trim() === "") {
      errors.report({ content: { code: "blank", detail: t("jobForm.addenda.blank") } });
      return;
    }
    void add.run(content.trim());
  };

  return (
    <EditorSection title={t("jobForm.addenda.heading")} hint={t("jobForm.addenda.hint")}>
      {addenda.length > 0 && (
        <ol className={editorClasses.list} aria-label={t("jobForm.addenda.list")}>
          {addenda.map((addendum) => (
            <li key={addendum.id} className={classes.addendum}>
              <Text size="xs" c="dimmed">
                {formatCalendarDay(i18n.language, calendarDayOf(addendum.createdAt))}
              </Text>
              <Text size="sm" className={classes.addendumText}>
                {addendum.content}
              </Text>
            </li>
          ))}
        </ol>
      )}
      <form
        ref={errors.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          label={t("jobForm.addenda.label")}
          placeholder={t("jobForm.addenda.placeholder")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={OPPORTUNITY_LIMITS.addendum}
          disabled={full}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            errors.clear("content");
          }}
          error={errors.errorOf("content")}
          description={full ? t("jobForm.addenda.full", { max: OPPORTUNITY_LIMITS.addenda }) : undefined}
        />
        <FormProblems problems={errors.general} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" variant="default" loading={add.busy} disabled={full}>
            {t("jobForm.addenda.add")}
          </Button>
        </Group>
      </form>
    </EditorSection>
  );
}

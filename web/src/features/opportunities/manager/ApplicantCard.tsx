import { APPLICATION_STAGES, type ApplicationStage } from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { paths } from "@atelier/common/paths";
import { Avatar, Badge, Button, Checkbox, Group, Select, Text, Textarea } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import hidden from "../../../app/ui/visuallyHidden.module.css";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import classes from "./Manager.module.css";
import { type Application, MANAGER_API } from "./managerApi.ts";

type Change = {
  stage?: ApplicationStage;
  ownerNote?: string | null;
  sendDeclineMessage?: boolean;
};

export interface ApplicantCardProps {
  opportunityId: string;
  application: Application;
  /** Applied since the owner last looked, as it was when the list opened. */
  fresh: boolean;
  /** My side of the conversation the application opened, if it opened one. */
  conversationId: string | null;
}

/**
 * One applicant: who, when, their note, and the owner's pipeline: the stage (declining asks whether
 * to send a kind message first) and a note only the owner reads.
 */
export function ApplicantCard({ opportunityId, application, fresh, conversationId }: ApplicantCardProps) {
  const { t, i18n } = useTranslation();
  const person = application.applicant;
  const name = person?.name ?? t("jobsManager.applicants.someone");
  const [declining, setDeclining] = useState(false);
  const [kindMessage, setKindMessage] = useState(true);
  const [note, setNote] = useState(application.ownerNote ?? "");
  const errors = useFormErrors(["stage", "ownerNote", "sendDeclineMessage"] as const, { word: useRefusalText() });
  const change = useWrite<Change>({
    send: (api, attributes) =>
      api.patch(
        MANAGER_API.application(opportunityId, application.id),
        toResourceDocument("opportunity_applications", { id: application.id, attributes }),
      ),
    errors,
    // The counts by stage above the list change with it.
    stale: [MANAGER_API.applications(opportunityId)],
    onSuccess: () => setDeclining(false),
  });
  const noteChanged = note.trim() !== (application.ownerNote ?? "");

  const chooseStage = (stage: ApplicationStage) => {
    if (stage === application.stage) return;
    if (stage === "declined") setDeclining(true);
    else void change.run({ stage });
  };

  return (
    <li className={classes.applicant}>
      <div className={classes.applicantHead}>
        <Avatar src={person?.avatar ?? null} name={name} color="initials" size={44} alt="" />
        <div className={classes.applicantName}>
          {person ? (
            <Link to={paths.profile(person.slug ?? person.id)} className={classes.title}>
              {name}
            </Link>
          ) : (
            <Text fw={600}>{name}</Text>
          )}
          <Text size="xs" c="dimmed">
            {t("jobsManager.applicants.applied", {
              date: formatCalendarDay(i18n.language, calendarDayOf(application.appliedAt)),
            })}
          </Text>
        </div>
        {fresh && (
          <Badge size="sm" variant="filled">
            {t("jobsManager.applicants.newOne")}
          </Badge>
        )}
      </div>
      {application.note && <blockquote className={classes.applicantNote}>{application.note}</blockquote>}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          className={classes.stage}
          label={t("jobsManager.applicants.stage", { name })}
          data={APPLICATION_STAGES.map((stage) => ({ value: stage, label: t(`jobsManager.stages.${stage}`) }))}
          value={declining ? "declined" : application.stage}
          onChange={(value) => value && chooseStage(value as ApplicationStage)}
          allowDeselect={false}
          disabled={change.busy}
          error={errors.errorOf("stage")}
        />
        {conversationId && (
          <Button
            component={Link}
            to={paths.conversation(conversationId)}
            variant="default"
            leftSection={<IconMessage size={16} stroke={ICON_STROKE} aria-hidden="true" />}
          >
            {t("jobsManager.applicants.message")}
          </Button>
        )}
      </Group>
      {declining && (
        <fieldset className={classes.decline}>
          <legend className={hidden.visuallyHidden}>{t("jobsManager.applicants.declineLabel", { name })}</legend>
          <Checkbox
            label={t("jobsManager.applicants.kindMessage")}
            description={t("jobsManager.applicants.kindMessageHint")}
            checked={kindMessage}
            onChange={(event) => setKindMessage(event.currentTarget.checked)}
            error={errors.errorOf("sendDeclineMessage")}
          />
          <Group gap="sm" justify="flex-end" mt="sm">
            <Button variant="default" size="compact-sm" onClick={() => setDeclining(false)}>
              {t("jobsManager.applicants.keep")}
            </Button>
            <Button
              color="red"
              size="compact-sm"
              loading={change.busy}
              onClick={() => void change.run({ stage: "declined", sendDeclineMessage: kindMessage })}
            >
              {t("jobsManager.applicants.decline")}
            </Button>
          </Group>
        </fieldset>
      )}
      <form
        ref={errors.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void change.run({ ownerNote: note.trim() === "" ? null : note.trim() });
        }}
      >
        <Textarea
          label={t("jobsManager.applicants.ownerNote")}
          description={t("jobsManager.applicants.ownerNoteHint")}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={OPPORTUNITY_LIMITS.ownerNote}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            errors.clear("ownerNote");
          }}
          error={errors.errorOf("ownerNote")}
        />
        {noteChanged && (
          <Group justify="flex-end" mt="xs">
            <Button type="submit" size="compact-sm" variant="light" loading={change.busy}>
              {t("jobsManager.applicants.saveNote")}
            </Button>
          </Group>
        )}
      </form>
      <FormProblems problems={errors.general} />
    </li>
  );
}

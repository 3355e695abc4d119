import type { Document } from "@atelier/common/jsonapi";
import { Badge, Button, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useStore } from "../../../api/context.tsx";
import { primaryResource } from "../../../api/sendResource.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import type { FieldProblems } from "../../../app/forms/sortErrors.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { useHydrated } from "../../../app/hooks/useHydrated.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import editorClasses from "../../showroom/editor/ItemEditor.module.css";
import { JOB_PATHS, type Opportunity } from "../api/index.ts";
import { AddendaEditor } from "./AddendaEditor.tsx";
import classes from "./JobEditor.module.css";
import { JobFields } from "./JobFields.tsx";
import {
  JOB_FIELD_ALIASES,
  JOB_FIELDS,
  type JobField,
  type JobValues,
  jobAttributes,
  jobChanged,
  jobValuesOf,
  problemKey,
  publishProblems,
  saveProblems,
} from "./jobForm.ts";
import { LogoEditor } from "./LogoEditor.tsx";
import { MaterialsEditor } from "./MaterialsEditor.tsx";
import { OWN_API, storeExactly } from "./ownOpportunity.ts";
import "./styles.ts";

const FORM_ID = "job-form";
const STATUS_COLORS = { drafted: "gray", published: "green", expired: "orange" } as const;

const hasProblems = (problems: FieldProblems<JobField>) => Object.keys(problems).length > 0;

export interface JobEditorProps {
  /** The stored opportunity; null on the new job's page, where the first save creates the draft. */
  opportunity: Opportunity | null;
}

/**
 * One form for a project or a job: its fields saved together as a draft (created by the first save,
 * changed by the later ones) or published, the form's own checks first, the server's refusals at
 * the fields they point at; once the draft exists its logo and files, and once published its addenda.
 */
export function JobEditor({ opportunity }: JobEditorProps) {
  const { t } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const navigate = useNavigate();
  // Until then a click would send the form as the browser does, its fields in the address.
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(() => jobValuesOf(opportunity));
  const [values, setValues] = useState(saved);
  const errors = useFormErrors(JOB_FIELDS, {
    aliases: JOB_FIELD_ALIASES,
    word: useRefusalText(),
    wordField: (field, problem) => {
      const key = problemKey(field, problem.code);
      return key ? t(key) : (problem.detail ?? problem.code);
    },
  });
  /** The opportunity as the last save answered it: the new draft's id and slug, for publishing it next. */
  const stored = useRef(opportunity);
  /** Publishing saves what the form holds first: both buttons wait for both. */
  const [publishing, setPublishing] = useState(false);
  const dirty = jobChanged(saved, values);
  const status = opportunity?.status ?? "drafted";
  const draft = status === "drafted";

  const set = <K extends keyof JobValues>(name: K, value: JobValues[K], field = name as JobField) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clear(field);
  };

  const save = useWrite<JobValues, Document>({
    send: (api, form) => {
      const body = toResourceDocument("opportunities", { attributes: jobAttributes(form) });
      return stored.current ? api.patch(OWN_API.one(stored.current.id), body) : api.post(OWN_API.mine, body);
    },
    errors,
    stale: [OWN_API.mine],
    onSuccess: (reply, form) => {
      storeExactly(store, reply);
      stored.current = primaryResource<Opportunity>(store, reply);
      setSaved(form);
    },
  });

  const publish = useWrite<Opportunity, Document>({
    send: (api, target) => api.patch(OWN_API.action(target.id, "publish")),
    errors,
    stale: [OWN_API.mine],
    onSuccess: (_, target) => {
      alerts.add({ type: "success", text: "jobForm.published" });
      navigate(JOB_PATHS.job(target.slug));
    },
  });

  const check = (problems: FieldProblems<JobField>) => {
    if (hasProblems(problems)) errors.report(problems);
    return !hasProblems(problems);
  };

  const saveDraft = async () => {
    // What is on the board stays as complete as publishing asked.
    if (!check(draft ? saveProblems(values) : publishProblems(values)) || !(await save.run(values))) return;
    if (opportunity) {
      alerts.add({ type: "success", text: "jobForm.saved" });
    } else if (stored.current) {
      alerts.add({ type: "success", text: "jobForm.created" });
      navigate(JOB_PATHS.edit(stored.current.slug), { replace: true });
    }
  };

  const saveAndPublish = async () => {
    if (!check(publishProblems(values))) return;
    setPublishing(true);
    try {
      if ((dirty || !stored.current) && !(await save.run(values))) return;
      if (stored.current) await publish.run(stored.current);
    } finally {
      setPublishing(false);
    }
  };

  const busy = save.busy || publishing;
  return (
    <div className={editorClasses.page}>
      <div className={editorClasses.head}>
        <div className={editorClasses.headTitle}>
          <Heading order={1} size={2}>
            {t(opportunity ? "jobForm.heading.edit" : "jobForm.heading.new")}
          </Heading>
          {opportunity && (
            <Badge variant="light" color={STATUS_COLORS[status]}>
              {t(`jobForm.status.${opportunity.cancelled ? "cancelled" : status}`)}
            </Badge>
          )}
        </div>
        {opportunity && !draft && (
          <Button
            component={Link}
            to={JOB_PATHS.job(opportunity.slug)}
            variant="subtle"
            rightSection={<IconExternalLink size={16} stroke={ICON_STROKE} aria-hidden="true" />}
          >
            {t("jobForm.view")}
          </Button>
        )}
      </div>

      <form
        id={FORM_ID}
        ref={errors.formRef}
        noValidate
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
      >
        <JobFields values={values} set={set} errorOf={errors.errorOf} kindFixed={!draft} />
      </form>

      {opportunity ? (
        <>
          <LogoEditor opportunity={opportunity} />
          <MaterialsEditor opportunity={opportunity} />
          {status === "published" && <AddendaEditor opportunity={opportunity} />}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t("jobForm.afterCreate")}
        </Text>
      )}

      <div className={classes.actions}>
        <FormProblems problems={errors.general} />
        <div className={classes.buttons}>
          {draft && (
            <Text size="sm" c="dimmed" className={classes.draftNote}>
              {t("jobForm.draftNote")}
            </Text>
          )}
          <Button
            type="submit"
            form={FORM_ID}
            variant={draft ? "default" : "filled"}
            loading={save.busy && !publishing}
            disabled={!hydrated || busy || (opportunity !== null && !dirty)}
          >
            {t(draft ? "jobForm.saveDraft" : "jobForm.save")}
          </Button>
          {draft && (
            <Button loading={publishing} disabled={!hydrated || busy} onClick={() => void saveAndPublish()}>
              {t("jobForm.publish")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

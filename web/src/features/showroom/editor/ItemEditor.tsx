import "@mantine/core/styles/Modal.css";
import type { Document } from "@atelier/common/jsonapi";
import { Badge, Button, Group, Modal, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconExternalLink } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useStore } from "../../../api/context.tsx";
import { apiKey } from "../../../api/queries.ts";
import { primaryResource } from "../../../api/sendResource.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { useHydrated } from "../../../app/hooks/useHydrated.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import { itemTypeOf } from "../api/showroomApi.ts";
import { itemRequest } from "../api/showroomRequests.ts";
import { itemEditPathOf, itemPathOf } from "../itemPath.ts";
import type { Item, ItemKind } from "../types.ts";
import { CoCreatorsEditor } from "./CoCreatorsEditor.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { EditorSection } from "./EditorSection.tsx";
import { type ItemTarget, itemCollection, itemPaths, versionOf } from "./editorApi.ts";
import { type EditorMove, editorKeyOf } from "./editorRoute.ts";
import {
  detailsAttributes,
  detailsChanged,
  draftAttributes,
  EMPTY_DETAILS,
  type ItemDetails,
  oneAtATime,
} from "./editorState.ts";
import classes from "./ItemEditor.module.css";
import { MediaEditor } from "./MediaEditor.tsx";
import { SkillsEditor } from "./SkillsEditor.tsx";
import { StatusSection } from "./StatusSection.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.ts";
import { WeblinksEditor } from "./WeblinksEditor.tsx";

const DETAIL_FIELDS = ["title", "description", "creativeFieldIds"] as const;
const DETAIL_ALIASES = { creativeFields: "creativeFieldIds" } as const;
/** How long typing rests before a new item's details create its draft. */
const DRAFT_AFTER_TYPING_MS = 1000;

const detailsOf = (item: Item | null): ItemDetails =>
  item
    ? {
        title: item.title,
        description: item.description ?? "",
        creativeFieldIds: (item.creativeFields ?? []).map((field) => field.id),
      }
    : EMPTY_DETAILS;

/** A save of the details: to the stored item, or, without one, creating the draft. */
interface DetailsSave {
  item: Item | null;
  values: ItemDetails;
}

/** The draft a new item's first change created, and the details it was created with. */
interface CreatedDraft {
  item: Item;
  sent: ItemDetails;
}

export interface ItemEditorProps {
  kind: ItemKind;
  /** The stored item; null on the new item's page until its first change creates the draft. */
  item: Item | null;
  /** Told the id of the draft the first change created, before the address moves to it. */
  onCreated(id: string): void;
  /** Reads the item again after a change to its parts. */
  onChanged(): void;
}

/**
 * The editor of one showroom or gallery item: its details (saved together, with a warning before
 * leaving them unsaved), its media, skills, links and co-creators (each change saved at once), and
 * publishing, taking back to draft and deleting. A new item has no detour: its first image, embed
 * or typed details create the draft (one, however many ask at once), and the address becomes the
 * draft's without leaving the page, its uploads going on.
 */
export function ItemEditor({ kind, item, onCreated, onChanged }: ItemEditorProps) {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(() => detailsOf(item));
  const form = useForm<ItemDetails>({
    initialValues: saved,
    validate: { title: (value) => (value.trim() === "" ? t("showroom.editor.details.titleRequired") : null) },
  });
  const errors = useFormErrors(DETAIL_FIELDS, { aliases: DETAIL_ALIASES, word: useRefusalText() });
  // Until then a click would send the form as the browser does, its fields in the address.
  const hydrated = useHydrated();
  const dirty = detailsChanged(kind, saved, form.values);
  const { blocker, allowLeaving } = useUnsavedChanges(dirty);
  // An upload begun before the draft existed ends after the page reads the draft: it tells the page as it is then.
  const latestChanged = useRef(onChanged);
  latestChanged.current = onChanged;
  const changed = useCallback(() => latestChanged.current(), []);
  const created = useRef<CreatedDraft | null>(null);
  // A draft whose creation ends after the person left keeps them where they went.
  const onPage = useRef(false);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);

  const details = useWrite<DetailsSave, Document>({
    send: (api, { item: target, values }) => {
      const type = itemTypeOf(kind);
      return target
        ? api.patch<Document>(
            itemPaths(kind, target.id).item,
            toResourceDocument(type, { id: target.id, attributes: detailsAttributes(kind, values) }),
            { headers: versionOf(target) },
          )
        : api.post<Document>(
            itemCollection(kind),
            toResourceDocument(type, { attributes: draftAttributes(kind, values, t("showroom.editor.untitled")) }),
          );
    },
    errors: { reset: errors.reset, refuse: (error) => form.setErrors(errors.refuse(error).fields) },
    onSuccess: (reply, { item: target, values }) => {
      setSaved(values);
      if (target) {
        changed();
        return;
      }
      const draft = primaryResource<Item>(store, reply);
      created.current = { item: draft, sent: values };
      // The reply is the draft as the page reads it: the editor shows it at once, in the same place.
      const { path, query } = itemRequest(kind, draft.id);
      queryClient.setQueryData(apiKey(path, query), reply);
      if (!onPage.current) return;
      onCreated(draft.id);
      alerts.add({ type: "success", text: "showroom.editor.created" });
      const move: EditorMove = { editor: editorKeyOf(location) };
      void navigate(itemEditPathOf(draft), { replace: true, state: move });
    },
  });

  const [ensureDraft] = useState(() =>
    oneAtATime(async (): Promise<CreatedDraft> => {
      const done = await details.run({ item: null, values: form.getValues() });
      if (!done || !created.current) throw new Error("The draft could not be created.");
      return created.current;
    }),
  );
  const paths = item ? itemPaths(kind, item.id) : null;
  const target: ItemTarget = async () => paths ?? itemPaths(kind, (await ensureDraft()).item.id);

  const [resting] = useDebouncedValue(form.values, DRAFT_AFTER_TYPING_MS);
  useEffect(() => {
    // A refusal shows at the fields; the next change tries again.
    if (item === null && detailsChanged(kind, EMPTY_DETAILS, resting)) void ensureDraft().catch(() => undefined);
  }, [item, kind, resting, ensureDraft]);

  const refuseInvalid = () => {
    // Once the refusal is drawn: keyboard and screen-reader users land on the field.
    window.requestAnimationFrame(() =>
      errors.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return false;
  };

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return refuseInvalid();
    if (item) return details.run({ item, values: form.getValues() });
    const draft = await ensureDraft().catch(() => null);
    if (!draft) return false;
    // What was typed while the draft was being created.
    const values = form.getValues();
    return detailsChanged(kind, draft.sent, values) ? details.run({ item: draft.item, values }) : true;
  };

  const handleSave = async () => {
    if ((await save()) && item) alerts.add({ type: "success", text: "showroom.editor.saved" });
  };

  const published = item?.status === "published";
  return (
    <div className={classes.page}>
      <div className={classes.head}>
        <div className={classes.headTitle}>
          <Heading order={1} size={2}>
            {t(`showroom.editor.heading.${item ? "edit" : "new"}.${kind}`)}
          </Heading>
          {item && (
            <Badge variant="light" color={published ? "green" : "gray"} className={classes.status}>
              {t(`showroom.editor.status.${item.status}`)}
            </Badge>
          )}
        </div>
        {item && published && (
          <Button
            component={Link}
            to={itemPathOf(item)}
            variant="subtle"
            rightSection={<IconExternalLink size={16} stroke={ICON_STROKE} aria-hidden="true" />}
          >
            {t("showroom.editor.view")}
          </Button>
        )}
      </div>

      <EditorSection title={t("showroom.editor.details.heading")}>
        <form
          ref={errors.formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <DetailsFields kind={kind} form={form} />
          <FormProblems problems={errors.general} />
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={details.busy} disabled={!hydrated || (item !== null && !dirty)}>
              {t(item ? "showroom.editor.details.save" : "showroom.editor.details.create")}
            </Button>
          </Group>
        </form>
      </EditorSection>

      <MediaEditor media={item?.media ?? []} target={target} onChanged={changed} />
      {item && paths ? (
        <>
          {kind === "showroom" && <SkillsEditor skills={item.assignedSkills ?? []} paths={paths} onChanged={changed} />}
          <WeblinksEditor links={item.weblinks ?? []} paths={paths} onChanged={changed} />
          <CoCreatorsEditor creators={item.coCreators ?? []} paths={paths} onChanged={changed} />
          <StatusSection
            item={item}
            // Publishing asks for a title of the person's own, not the placeholder of a draft begun with an image.
            saveFirst={() => (dirty || form.getValues().title.trim() === "" ? save() : Promise.resolve(true))}
            onLeave={allowLeaving}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t("showroom.editor.afterCreate")}
        </Text>
      )}

      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("showroom.editor.unsaved.title")}
        closeButtonProps={{ "aria-label": t("showroom.editor.unsaved.stay") }}
      >
        <Text size="sm">{t("showroom.editor.unsaved.body")}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => blocker.proceed?.()}>
            {t("showroom.editor.unsaved.leave")}
          </Button>
          <Button onClick={() => blocker.reset?.()} data-autofocus>
            {t("showroom.editor.unsaved.stay")}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

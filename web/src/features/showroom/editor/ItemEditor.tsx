import "@mantine/core/styles/Modal.css";
import type { Document } from "@atelier/common/jsonapi";
import { Badge, Button, Group, Modal, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconExternalLink } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useStore } from "../../../api/context.tsx";
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
import { itemEditPathOf, itemPathOf } from "../itemPath.ts";
import type { Item, ItemKind } from "../types.ts";
import { CoCreatorsEditor } from "./CoCreatorsEditor.tsx";
import { DetailsFields } from "./DetailsFields.tsx";
import { EditorSection } from "./EditorSection.tsx";
import { itemCollection, itemPaths, versionOf } from "./editorApi.ts";
import { detailsAttributes, detailsChanged, EMPTY_DETAILS, type ItemDetails } from "./editorState.ts";
import classes from "./ItemEditor.module.css";
import { MediaEditor } from "./MediaEditor.tsx";
import { SkillsEditor } from "./SkillsEditor.tsx";
import { StatusSection } from "./StatusSection.tsx";
import { useUnsavedChanges } from "./useUnsavedChanges.ts";
import { WeblinksEditor } from "./WeblinksEditor.tsx";

const DETAIL_FIELDS = ["title", "description", "creativeFieldIds"] as const;
const DETAIL_ALIASES = { creativeFields: "creativeFieldIds" } as const;

const detailsOf = (item: Item | null): ItemDetails =>
  item
    ? {
        title: item.title,
        description: item.description ?? "",
        creativeFieldIds: (item.creativeFields ?? []).map((field) => field.id),
      }
    : EMPTY_DETAILS;

export interface ItemEditorProps {
  kind: ItemKind;
  /** The stored item; null on the new item's page, where the first save creates a draft. */
  item: Item | null;
  /** Reads the item again after a change to its parts. */
  onChanged(): void;
}

/**
 * The editor of one showroom or gallery item: its details (saved together, with a warning before
 * leaving them unsaved), then, once the draft exists, its media, skills, links and co-creators
 * (each change saved at once), and publishing, taking back to draft and deleting.
 */
export function ItemEditor({ kind, item, onChanged }: ItemEditorProps) {
  const { t } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const navigate = useNavigate();
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
  const itemPathsOf = item ? itemPaths(kind, item.id) : null;

  const details = useWrite<ItemDetails, Document>({
    send: (api, values) => {
      const attributes = detailsAttributes(kind, values);
      const type = itemTypeOf(kind);
      return itemPathsOf && item
        ? api.patch<Document>(itemPathsOf.item, toResourceDocument(type, { id: item.id, attributes }), {
            headers: versionOf(item),
          })
        : api.post<Document>(itemCollection(kind), toResourceDocument(type, { attributes }));
    },
    errors: { reset: errors.reset, refuse: (error) => form.setErrors(errors.refuse(error).fields) },
    onSuccess: (reply, values) => {
      setSaved(values);
      if (item) {
        onChanged();
        return;
      }
      const created = primaryResource<Item>(store, reply);
      allowLeaving();
      alerts.add({ type: "success", text: "showroom.editor.created" });
      navigate(itemEditPathOf(created), { replace: true });
    },
  });

  const save = (): Promise<boolean> =>
    form.validate().hasErrors ? Promise.resolve(false) : details.run(form.getValues());

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

      {item && itemPathsOf ? (
        <>
          <MediaEditor media={item.media ?? []} paths={itemPathsOf} onChanged={onChanged} />
          {kind === "showroom" && (
            <SkillsEditor skills={item.assignedSkills ?? []} paths={itemPathsOf} onChanged={onChanged} />
          )}
          <WeblinksEditor links={item.weblinks ?? []} paths={itemPathsOf} onChanged={onChanged} />
          <CoCreatorsEditor creators={item.coCreators ?? []} paths={itemPathsOf} onChanged={onChanged} />
          <StatusSection
            item={item}
            saveFirst={() => (dirty ? save() : Promise.resolve(true))}
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

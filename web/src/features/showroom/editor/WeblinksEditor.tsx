import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { Anchor, Button, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import type { ItemWeblink } from "../types.ts";
import { InlineForm, RemoveButton } from "./EditorControls.tsx";
import { EditorSection } from "./EditorSection.tsx";
import type { ItemPaths } from "./editorApi.ts";
import { byPosition } from "./editorState.ts";
import classes from "./ItemEditor.module.css";

export interface WeblinksEditorProps {
  links: ItemWeblink[];
  paths: ItemPaths;
  onChanged(): void;
}

/** Links of the item (its live site, a case study): added one at a time, removed by their button. */
export function WeblinksEditor({ links, paths, onChanged }: WeblinksEditorProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [url, setUrl] = useState("");
  const errors = useFormErrors(["url"] as const, { word: useRefusalText() });
  const full = links.length >= SHOWROOM_LIMITS.weblinksPerItem;

  const adding = useWrite<string>({
    send: (api, address) =>
      api.post(paths.weblinks, toResourceDocument("item_weblinks", { attributes: { url: address } })),
    errors,
    onSuccess: () => {
      setUrl("");
      onChanged();
    },
  });
  const removal = useWrite<ItemWeblink>({
    send: (api, link) => api.delete(paths.weblink(link.id)),
    onSuccess: onChanged,
    onError: () => alerts.add({ type: "error", text: "showroom.editor.links.removeFailed" }),
  });

  const add = () => {
    if (url.trim() === "") {
      errors.report({ url: { code: "blank", detail: t("showroom.editor.links.blank") } });
      return;
    }
    void adding.run(url.trim());
  };

  return (
    <EditorSection title={t("showroom.editor.links.heading")} hint={t("showroom.editor.links.hint")}>
      {links.length > 0 && (
        <ul className={classes.list}>
          {byPosition(links).map((link) => (
            <li key={link.id} className={classes.row}>
              <Anchor
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={classes.rowText}
                size="sm"
              >
                {link.url}
              </Anchor>
              <RemoveButton
                label={t("showroom.editor.links.remove", { url: link.url })}
                onClick={() => void removal.run(link)}
              />
            </li>
          ))}
        </ul>
      )}
      <InlineForm formRef={errors.formRef} onSubmit={add}>
        <TextInput
          label={t("showroom.editor.links.label")}
          placeholder="https://"
          type="url"
          inputMode="url"
          value={url}
          disabled={full}
          description={full ? t("showroom.editor.links.full", { max: SHOWROOM_LIMITS.weblinksPerItem }) : undefined}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            errors.clear("url");
          }}
          error={errors.errorOf("url")}
        />
        <Button type="submit" variant="default" loading={adding.busy} disabled={full} className={classes.inlineButton}>
          {t("showroom.editor.links.add")}
        </Button>
      </InlineForm>
      <FormProblems problems={errors.general} />
    </EditorSection>
  );
}

import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { ActionIcon, Button, Group, Text, TextInput } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconX } from "@tabler/icons-react";
import { useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { DropzoneContent, UploadProgress } from "../../profiles/editing/UploadDropzone.tsx";
import { uploadRefusalText } from "../../profiles/editing/uploadRefusal.ts";
import { megabytes, UPLOAD_RULES, uploadRefusal } from "../../profiles/editing/uploadRules.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import type { Medium } from "../types.ts";
import { InlineForm } from "./EditorControls.tsx";
import { EditorSection } from "./EditorSection.tsx";
import { EMBED_ENDPOINTS, type ItemTarget, mediaOrderBody } from "./editorApi.ts";
import { byPosition, detectEmbed, moveId, NO_UPLOADS, uploadsReducer } from "./editorState.ts";
import editorClasses from "./ItemEditor.module.css";
import classes from "./MediaEditor.module.css";
import { SortableMediaList } from "./SortableMediaList.tsx";

const RULES = UPLOAD_RULES.image;
const EMBED_ALIASES = { code: "embed", trackUrl: "embed" } as const;

export interface MediaEditorProps {
  media: Medium[];
  /** The item's addresses; a new item's first image or embed creates its draft. */
  target: ItemTarget;
  onChanged(): void;
}

/**
 * The item's media: images dropped or chosen (several at once, each with its progress), players
 * embedded by pasting a YouTube, Vimeo or SoundCloud link, their order by drag and drop, removal.
 */
export function MediaEditor({ media, target, onChanged }: MediaEditorProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const refusal = useRefusalText();
  const [uploads, dispatch] = useReducer(uploadsReducer, NO_UPLOADS);
  const nextKey = useRef(0);
  const stored = byPosition(media);
  // The order shown while a new one is on its way, so the moved tile stays where it was dropped;
  // it lapses once the stored media change (the reply to the move, or any other change).
  const storedKey = stored.map((medium) => `${medium.id}:${medium.position}`).join(",");
  const [moved, setMoved] = useState<{ from: string; ids: string[] } | null>(null);
  const order = moved?.from === storedKey ? moved.ids : null;
  const shown = order ? order.flatMap((id) => stored.filter((medium) => medium.id === id)) : stored;
  const room = SHOWROOM_LIMITS.mediaPerItem - stored.length - uploads.sending.length;

  const tooLarge = () => t("profile.upload.tooLarge", { size: megabytes(RULES.maxBytes) });
  const wrongType = () => t("profile.upload.wrongType", { types: RULES.types });

  const upload = useWrite<{ file: File; key: string }>({
    send: async (api, { file, key }) => {
      const body = new FormData();
      body.append("file", file);
      const { images } = await target();
      return api.upload(images, body, { onProgress: (percent) => dispatch({ type: "progress", key, percent }) });
    },
    onSuccess: (_, { key }) => {
      dispatch({ type: "done", key });
      onChanged();
    },
    onError: (error, { file, key }) => {
      const reason =
        error instanceof ApiClientError && error.errors[0]
          ? (uploadRefusalText(error.errors[0], "image", t) ?? refusal(error.errors[0]))
          : t("showroom.editor.media.uploadFailed");
      dispatch({ type: "refuse", key, name: file.name, reason });
    },
  });

  const reorder = useWrite<string[]>({
    send: async (api, ids) => api.patch((await target()).mediaOrder, mediaOrderBody(ids)),
    optimistic: (_, ids) => {
      setMoved({ from: storedKey, ids });
      return () => setMoved(null);
    },
    onSuccess: onChanged,
    onError: (error) => alertActionFailure(alerts, error, "showroom.editor.media.moveFailed"),
  });

  const removal = useWrite<Medium>({
    send: async (api, medium) => api.delete((await target()).medium(medium.id)),
    onSuccess: onChanged,
    onError: () => alerts.add({ type: "error", text: "showroom.editor.media.removeFailed" }),
  });

  const send = (file: File, key: string) => {
    const refused = uploadRefusal(file, "image");
    if (refused) {
      dispatch({ type: "refuse", key, name: file.name, reason: refused === "tooLarge" ? tooLarge() : wrongType() });
      return;
    }
    dispatch({ type: "start", key, name: file.name });
    void upload.run({ file, key });
  };

  const choose = (files: File[]) => {
    dispatch({ type: "clearRefused" });
    files.forEach((file, index) => {
      nextKey.current += 1;
      const key = `upload-${nextKey.current}`;
      if (index >= room) {
        dispatch({
          type: "refuse",
          key,
          name: file.name,
          reason: t("showroom.editor.media.full", { max: SHOWROOM_LIMITS.mediaPerItem }),
        });
        return;
      }
      send(file, key);
    });
  };

  const reject = (rejections: FileRejection[]) => {
    dispatch({ type: "clearRefused" });
    for (const rejection of rejections) {
      nextKey.current += 1;
      const code = rejection.errors[0]?.code;
      dispatch({
        type: "refuse",
        key: `upload-${nextKey.current}`,
        name: rejection.file.name,
        reason: code === "file-too-large" ? tooLarge() : wrongType(),
      });
    }
  };

  const move = async (moved: string, target: string) => {
    const next = moveId(
      shown.map((medium) => medium.id),
      moved,
      target,
    );
    await reorder.run(next);
  };

  return (
    <EditorSection title={t("showroom.editor.media.heading")} hint={t("showroom.editor.media.hint")}>
      {shown.length > 0 && (
        <SortableMediaList
          media={shown}
          onMove={(moved, target) => void move(moved, target)}
          onRemove={(medium) => void removal.run(medium)}
        />
      )}
      <Dropzone
        onDrop={choose}
        onReject={reject}
        accept={RULES.accept}
        maxSize={RULES.maxBytes}
        multiple
        disabled={room <= 0}
        className={classes.zone}
        inputProps={{ "aria-label": t("showroom.editor.media.drop") }}
      >
        <DropzoneContent
          label={t("showroom.editor.media.drop")}
          rules={t("showroom.editor.media.rules", {
            types: RULES.types,
            size: megabytes(RULES.maxBytes),
            max: SHOWROOM_LIMITS.mediaPerItem,
          })}
        />
      </Dropzone>
      {(uploads.sending.length > 0 || uploads.refused.length > 0) && (
        <ul className={classes.uploads} aria-live="polite">
          {uploads.sending.map((file) => (
            <li key={file.key} data-testid="upload-progress">
              <UploadProgress name={file.name} percent={file.percent} />
            </li>
          ))}
          {uploads.refused.map((file) => (
            <li key={file.key} role="alert">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="red" className={editorClasses.rowText}>
                  {t("showroom.editor.media.refused", { name: file.name, reason: file.reason })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => dispatch({ type: "dismiss", key: file.key })}
                  aria-label={t("showroom.editor.media.dismiss", { name: file.name })}
                >
                  <IconX size={14} stroke={ICON_STROKE} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.embed}>
        <EmbedForm target={target} disabled={room <= 0} onAdded={onChanged} />
      </div>
    </EditorSection>
  );
}

interface EmbedFormProps {
  target: ItemTarget;
  disabled: boolean;
  onAdded(): void;
}

/** A player added by pasting its link: the link is checked here first, the server's refusal shown at the field. */
function EmbedForm({ target, disabled, onAdded }: EmbedFormProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState("");
  const errors = useFormErrors(["embed"] as const, { aliases: EMBED_ALIASES, word: useRefusalText() });
  const write = useWrite<{ type: keyof typeof EMBED_ENDPOINTS; link: string }>({
    send: async (api, { type, link }) =>
      api.post(
        (await target()).embed(type),
        toResourceDocument("media", { attributes: { [EMBED_ENDPOINTS[type].attribute]: link } }),
      ),
    onSuccess: () => {
      setLink("");
      onAdded();
    },
    errors,
  });
  const found = link.trim() === "" ? null : detectEmbed(link);

  const submit = async () => {
    if (link.trim() === "") {
      errors.report({ embed: { code: "blank", detail: t("showroom.editor.embed.blank") } });
      return;
    }
    if (!found) {
      errors.report({ embed: { code: "invalid", detail: t("showroom.editor.embed.invalid") } });
      return;
    }
    await write.run({ type: found.type, link: link.trim() });
  };

  return (
    <InlineForm formRef={errors.formRef} onSubmit={() => void submit()}>
      <TextInput
        label={t("showroom.editor.embed.label")}
        placeholder={t("showroom.editor.embed.placeholder")}
        description={found ? t(`showroom.editor.embed.found.${found.type}`) : t("showroom.editor.embed.hint")}
        value={link}
        disabled={disabled}
        inputMode="url"
        onChange={(event) => {
          setLink(event.currentTarget.value);
          errors.clear("embed");
        }}
        onBlur={() => {
          if (link.trim() !== "" && !found) {
            errors.report({ embed: { code: "invalid", detail: t("showroom.editor.embed.invalid") } });
          }
        }}
        error={errors.errorOf("embed")}
      />
      <Button
        type="submit"
        variant="default"
        loading={write.busy}
        disabled={disabled}
        className={editorClasses.inlineButton}
      >
        {t("showroom.editor.embed.add")}
      </Button>
      {errors.general.length > 0 && (
        <Text size="sm" c="red" role="alert" w="100%">
          {errors.general.join(" ")}
        </Text>
      )}
    </InlineForm>
  );
}

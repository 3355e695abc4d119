import "@mantine/core/styles/Modal.css";
import type { Document } from "@atelier/common/jsonapi";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi, useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../settings/FormProblems.tsx";
import { CENTRE, type FocalPoint, IMAGE_FRAMES, objectPosition } from "../focalPoint.ts";
import { useProfileEditor } from "../ProfileEditorContext.tsx";
import { MY } from "../profileApi.ts";
import type { ProfileUser } from "../types.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { FocalPointPicker } from "./FocalPointPicker.tsx";
import classes from "./ImageEditor.module.css";
import { UploadDropzone } from "./UploadDropzone.tsx";
import { useSectionErrors } from "./useSectionErrors.ts";

export interface ImageEditorProps {
  kind: "profile" | "title";
  user: ProfileUser;
}

/**
 * The profile or title image in a dialog: drop a picture to upload it (with its progress), then
 * choose its focal point on the whole picture; or remove the image.
 */
export function ImageEditor({ kind, user }: ImageEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const store = useStore();
  const editor = useProfileEditor();
  const phone = useMediaQuery("(max-width: 36em)");
  const errors = useSectionErrors("images", ["focalX", "focalY"]);
  const current = kind === "title" ? user.titleImage : user.profileImage;
  /** The picture just uploaded, whole: the focal point is chosen on it. */
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [focal, setFocal] = useState<FocalPoint>(current ? { x: current.focalX, y: current.focalY } : CENTRE);
  const [savingFocal, setSavingFocal] = useState(false);
  const path = MY.images[kind];

  useEffect(() => () => void (uploaded && URL.revokeObjectURL(uploaded)), [uploaded]);

  const upload = (file: File, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append("file", file);
    return editor.change("images", async () => {
      // The reply is the owner's users resource with the new renditions.
      store.merge(await api.upload<Document>(path, body, { onProgress }));
      setUploaded(URL.createObjectURL(file));
      setFocal(CENTRE);
    });
  };

  const saveFocal = async () => {
    setSavingFocal(true);
    const saved = await editor.change("images", async () => {
      const attributes = { focalX: focal.x, focalY: focal.y };
      store.merge(await api.patch<Document>(path, toResourceDocument(`${kind}_images`, { attributes })));
    });
    setSavingFocal(false);
    if (saved) editor.close();
  };

  const remove = () =>
    editor.change(
      "images",
      async () => {
        await api.delete(path);
        store.merge({ data: { type: "users", id: user.id, attributes: { [`${kind}_image`]: null } } });
      },
      { close: true },
    );

  const preview = current?.large;

  return (
    <Modal
      opened
      onClose={editor.close}
      title={t(`profile.images.${kind}.dialog`)}
      size="xl"
      fullScreen={phone === true}
      closeButtonProps={{ "aria-label": t("profile.edit.close") }}
    >
      <Stack gap="md">
        {uploaded ? (
          <FocalPointPicker src={uploaded} frame={IMAGE_FRAMES[kind]} value={focal} onChange={setFocal} />
        ) : (
          preview && (
            <img
              src={preview}
              alt={t(`profile.images.${kind}.current`)}
              className={kind === "title" ? classes.currentTitle : classes.currentProfile}
              style={{ objectPosition: objectPosition(current ? { x: current.focalX, y: current.focalY } : null) }}
            />
          )
        )}
        {!uploaded && (
          <Text size="sm" c="dimmed">
            {t(`profile.images.${kind}.hint`)}
          </Text>
        )}
        <UploadDropzone
          kind="image"
          label={current ? t(`profile.images.${kind}.replace`) : t(`profile.images.${kind}.drop`)}
          upload={upload}
        />
        <FormProblems
          problems={[
            ...errors.general,
            ...[errors.fieldError("focalX"), errors.fieldError("focalY")].filter((e): e is string => Boolean(e)),
          ]}
        />
        <Group justify="space-between" gap="sm">
          <div>{current && <ConfirmDeleteButton label={t(`profile.images.${kind}.remove`)} onConfirm={remove} />}</div>
          <Group gap="sm">
            <Button variant="default" onClick={editor.close}>
              {t("profile.edit.done")}
            </Button>
            {uploaded && (
              <Button onClick={() => void saveFocal()} loading={savingFocal}>
                {t("profile.images.focal.save")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

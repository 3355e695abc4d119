import "@mantine/core/styles/Modal.css";
import type { Document } from "@atelier/common/jsonapi";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { MY } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { CENTRE, type FocalPoint, IMAGE_FRAMES } from "../focalPoint.ts";
import type { ProfileUser } from "../types.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { FocalPointPicker } from "./FocalPointPicker.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { UploadDropzone } from "./UploadDropzone.tsx";

export interface ImageEditorProps {
  kind: "profile" | "title";
  user: ProfileUser;
}

/**
 * The profile or title image in a dialog: its whole picture, on which the owner chooses the focal
 * point, whether it was uploaded just now or long ago; a drop zone to upload another (with its
 * progress); or remove the image.
 */
export function ImageEditor({ kind, user }: ImageEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const phone = useMediaQuery("(max-width: 36em)");
  const errors = useFormErrors(["focalX", "focalY"], useSectionRefusals("images"));
  const current = kind === "title" ? user.titleImage : user.profileImage;
  const stored: FocalPoint = current ? { x: current.focalX, y: current.focalY } : CENTRE;
  /** The picture just uploaded, shown from the device at once instead of loading its stored copy. */
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [focal, setFocal] = useState<FocalPoint>(stored);
  const [savingFocal, setSavingFocal] = useState(false);
  const path = MY.images[kind];
  const moved = focal.x !== stored.x || focal.y !== stored.y;

  useEffect(() => () => void (uploaded && URL.revokeObjectURL(uploaded)), [uploaded]);

  const upload = (file: File, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append("file", file);
    return editor.change("images", async () => {
      // The reply is the owner's users resource with the new image, its size and its focal point.
      const reply = await api.upload<Document>(path, body, { onProgress });
      setUploaded(URL.createObjectURL(file));
      setFocal(CENTRE);
      return reply;
    });
  };

  const saveFocal = async () => {
    setSavingFocal(true);
    const attributes = { focalX: focal.x, focalY: focal.y };
    const saved = await editor.change("images", () =>
      api.patch(path, toResourceDocument(`${kind}_images`, { attributes })),
    );
    setSavingFocal(false);
    if (saved) editor.close();
  };

  const remove = () =>
    editor.change(
      "images",
      async () => {
        await api.delete(path);
        // The reply is empty; what the removal changed on the user is known.
        return { data: { type: "users", id: user.id, attributes: { [`${kind}_image`]: null } } };
      },
      { close: true },
    );

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
        <Text size="sm" c="dimmed">
          {t(`profile.images.${kind}.hint`)}
        </Text>
        {current && (
          <FocalPointPicker
            src={uploaded ?? current.original}
            size={{ width: current.width, height: current.height }}
            frame={IMAGE_FRAMES[kind]}
            value={focal}
            onChange={setFocal}
          />
        )}
        <UploadDropzone
          onChoose={() => editor.clear("images")}
          kind="image"
          label={current ? t(`profile.images.${kind}.replace`) : t(`profile.images.${kind}.drop`)}
          upload={upload}
        />
        <FormProblems
          problems={[
            ...errors.general,
            ...[errors.errorOf("focalX"), errors.errorOf("focalY")].filter((e): e is string => Boolean(e)),
          ]}
        />
        <Group justify="space-between" gap="sm">
          <div>{current && <ConfirmDeleteButton label={t(`profile.images.${kind}.remove`)} onConfirm={remove} />}</div>
          {/* Kept at the right when a narrow screen puts it on a line of its own. */}
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={editor.close}>
              {t("profile.edit.done")}
            </Button>
            {current && (
              <Button onClick={() => void saveFocal()} loading={savingFocal} disabled={!moved}>
                {t("profile.images.focal.save")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

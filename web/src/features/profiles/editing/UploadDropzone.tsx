import "@mantine/core/styles/Progress.css";
import "@mantine/dropzone/styles.css";
import { Group, Progress, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconCloudUpload, IconFileX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import classes from "./UploadDropzone.module.css";
import { megabytes, UPLOAD_RULES, type UploadKind, uploadRefusal } from "./uploadRules.ts";

export interface UploadDropzoneProps {
  kind: UploadKind;
  /** What the zone asks for ("Drop your CV here"). */
  label: string;
  /** Sends the file, reporting whole percents; resolves when the server has stored it. */
  upload(file: File, onProgress: (percent: number) => void): Promise<unknown>;
  /** Told whenever the owner chooses a file, taken or not: the last try's errors are past. */
  onChoose?(): void;
  disabled?: boolean;
}

/**
 * A drop zone for one file (DESIGN.md forms: per-file progress bar and percentage). Files the
 * server would refuse for their type or size are refused here already, with the reason.
 */
export function UploadDropzone({ kind, label, upload, onChoose, disabled }: UploadDropzoneProps) {
  const { t } = useTranslation();
  const rules = UPLOAD_RULES[kind];
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const tooLarge = () => t("profile.upload.tooLarge", { size: megabytes(rules.maxBytes) });
  const wrongType = () => t("profile.upload.wrongType", { types: rules.types });

  const send = async (file: File) => {
    onChoose?.();
    // The drop zone checks too, but not every way a file arrives goes through its checks.
    const refused = uploadRefusal(file, kind);
    if (refused) {
      setRefusal(refused === "tooLarge" ? tooLarge() : wrongType());
      return;
    }
    setRefusal(null);
    setSending({ name: file.name, percent: 0 });
    try {
      await upload(file, (percent) => setSending({ name: file.name, percent }));
    } finally {
      setSending(null);
    }
  };

  const refuse = (rejections: FileRejection[]) => {
    onChoose?.();
    const code = rejections[0]?.errors[0]?.code;
    setRefusal(
      code === "file-too-large" ? tooLarge() : code === "too-many-files" ? t("profile.upload.oneFile") : wrongType(),
    );
  };

  if (sending) {
    return (
      <div className={classes.progress} role="status">
        <UploadProgress name={sending.name} percent={sending.percent} />
      </div>
    );
  }

  return (
    <div>
      <Dropzone
        onDrop={(files) => files[0] && void send(files[0])}
        onReject={refuse}
        accept={rules.accept}
        maxSize={rules.maxBytes}
        multiple={false}
        disabled={disabled}
        className={classes.zone}
        inputProps={{ "aria-label": label }}
      >
        <DropzoneContent
          label={label}
          rules={t("profile.upload.rules", { types: rules.types, size: megabytes(rules.maxBytes) })}
        />
      </Dropzone>
      {refusal && (
        <Text size="sm" c="red" mt={6} role="alert">
          {refusal}
        </Text>
      )}
    </div>
  );
}

/** A file on its way up: its name, its whole percent and a bar. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {t("profile.upload.sending", { name })}
        </Text>
        <Text size="sm" fw={680} className={classes.percent}>
          {t("profile.upload.percent", { percent })}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="md"
        radius="xl"
        mt={8}
        aria-label={t("profile.upload.progress", { name })}
        transitionDuration={150}
      />
    </>
  );
}

/** What a drop zone shows inside: the icon for its state, what it asks for, and what it takes. */
export function DropzoneContent({ label, rules }: { label: string; rules: string }) {
  return (
    <Group justify="center" gap="sm" wrap="nowrap" className={classes.inner}>
      <Dropzone.Reject>
        <IconFileX size={32} stroke={ICON_STROKE} aria-hidden="true" />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IconCloudUpload size={32} stroke={ICON_STROKE} aria-hidden="true" />
      </Dropzone.Idle>
      <Dropzone.Accept>
        <IconCloudUpload size={32} stroke={ICON_STROKE} aria-hidden="true" />
      </Dropzone.Accept>
      <div>
        <Text fw={560}>{label}</Text>
        <Text size="xs" c="dimmed">
          {rules}
        </Text>
      </div>
    </Group>
  );
}

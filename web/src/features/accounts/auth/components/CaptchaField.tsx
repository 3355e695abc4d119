import { ActionIcon, Group, Skeleton, TextInput, type TextInputProps } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../../app/theme.ts";
import classes from "./CaptchaField.module.css";

// The server draws its captchas at this size.
const WIDTH = 160;
const HEIGHT = 60;

export interface CaptchaFieldProps extends Omit<TextInputProps, "description"> {
  /** The image's address; a placeholder shows while there is none yet. */
  imageUrl: string | null;
  onRefresh: () => void;
  refreshing?: boolean;
}

/** The captcha image with a button for another one, and the field for its characters. */
export function CaptchaField({ imageUrl, onRefresh, refreshing = false, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      inputWrapperOrder={["label", "description", "input", "error"]}
      descriptionProps={{ component: "div" }}
      description={
        <Group gap="sm" wrap="nowrap" className={classes.row}>
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={t("auth.signup.captchaImage")}
              width={WIDTH}
              height={HEIGHT}
              className={classes.image}
            />
          ) : (
            <Skeleton width={WIDTH} height={HEIGHT} radius="md" />
          )}
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onRefresh}
            loading={refreshing}
            disabled={!imageUrl}
            aria-label={t("auth.signup.captchaRefresh")}
          >
            <IconRefresh size={18} stroke={ICON_STROKE} aria-hidden="true" />
          </ActionIcon>
        </Group>
      }
    />
  );
}

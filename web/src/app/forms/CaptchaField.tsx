import { CAPTCHA_IMAGE_SIZE } from "@atelier/common/rules";
import { ActionIcon, Group, Skeleton, Stack, Text, TextInput, type TextInputProps } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../theme/theme.ts";
import classes from "./CaptchaField.module.css";

const { width: WIDTH, height: HEIGHT } = CAPTCHA_IMAGE_SIZE;

export interface CaptchaFieldProps extends Omit<TextInputProps, "description" | "label"> {
  /** The image's address; a placeholder shows while there is none yet. */
  imageUrl: string | null;
  onRefresh: () => void;
  refreshing?: boolean;
}

/**
 * The captcha image with a button for another one, and the field for its characters. What to do is
 * said in words beside the picture, and read out with the field, for those who cannot see it well.
 */
export function CaptchaField({ imageUrl, onRefresh, refreshing = false, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      label={t("auth.captcha.label")}
      inputWrapperOrder={["label", "description", "input", "error"]}
      descriptionProps={{ component: "div" }}
      description={
        <Stack gap={6} className={classes.row}>
          <Text component="span" size="sm" c="var(--mantine-color-text)">
            {t("auth.captcha.hint")}
          </Text>
          <Group gap="sm" wrap="nowrap">
            {imageUrl ? (
              <img
                src={imageUrl}
                alt={t("auth.captcha.image")}
                width={WIDTH}
                height={HEIGHT}
                className={classes.image}
              />
            ) : (
              <Skeleton width={WIDTH} height={HEIGHT} radius="md" />
            )}
            <ActionIcon
              variant="default"
              size="xl"
              onClick={onRefresh}
              loading={refreshing}
              aria-label={t("auth.captcha.refresh")}
            >
              <IconRefresh size={22} stroke={ICON_STROKE} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Stack>
      }
    />
  );
}

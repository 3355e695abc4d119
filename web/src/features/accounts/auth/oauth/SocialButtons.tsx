import type { OAuthProvider } from "@atelier/common/enums";
import { Button, Divider, Stack } from "@mantine/core";
import { IconBrandFacebookFilled, IconBrandGoogleFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type SocialMode, useSocialSignIn } from "./useSocialSignIn.ts";

const ICONS: Record<OAuthProvider, typeof IconBrandGoogleFilled> = {
  google: IconBrandGoogleFilled,
  facebook: IconBrandFacebookFilled,
};

export interface SocialButtonsProps {
  mode: SocialMode;
  /** The words on the line between these buttons and the e-mail form. */
  dividerLabel: string;
}

/** "Continue with Google / Facebook", for the providers that are set up; nothing when none is. */
export function SocialButtons({ mode, dividerLabel }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { providers, busy, start } = useSocialSignIn(mode);
  if (providers.length === 0) return null;
  return (
    <>
      <Stack gap="sm">
        {providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <Button
              key={provider}
              variant="default"
              size="md"
              fullWidth
              leftSection={<Icon size={18} aria-hidden="true" />}
              loading={busy === provider}
              disabled={busy !== null && busy !== provider}
              onClick={() => void start(provider)}
            >
              {t(`auth.social.${provider}`)}
            </Button>
          );
        })}
      </Stack>
      <Divider my="lg" label={dividerLabel} labelPosition="center" />
    </>
  );
}

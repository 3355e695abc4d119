import { ActionIcon } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { ProfileUser } from "../types.ts";
import { BlockControl } from "./BlockControl.tsx";

const loadDropdown = () => import("./ProfileMenuDropdown.tsx");
// The menu's code (Mantine's popover and focus trap) stays out of every profile's first load.
const ProfileMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.ProfileMenuDropdown })));

/** The more-actions menu of someone else's profile, for a signed-in reader: block or unblock them. */
export function ProfileMenu({ user, userKey }: { user: ProfileUser; userKey: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = (
    <ActionIcon
      variant="default"
      size={36}
      aria-label={t("profile.menu.label", { name: user.name })}
      aria-haspopup="menu"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    >
      <IconDots size={18} stroke={ICON_STROKE} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <BlockControl user={user} userKey={userKey}>
      {(open, action) =>
        wanted ? (
          <Suspense fallback={button}>
            <ProfileMenuDropdown user={user} action={action} onBlockAction={open} />
          </Suspense>
        ) : (
          button
        )
      }
    </BlockControl>
  );
}

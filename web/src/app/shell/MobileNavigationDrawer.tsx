import { Drawer } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Logo } from "./Logo.tsx";
import { MobileNavigation } from "./MobileNavigation.tsx";

export interface MobileNavigationDrawerProps {
  id: string;
  opened: boolean;
  onClose(): void;
}

/** The phone menu. Its own chunk: the header loads it on the first tap of the burger. */
export function MobileNavigationDrawer({ id, opened, onClose }: MobileNavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      size="min(100%, 360px)"
      padding="md"
      title={<Logo linked={false} />}
      hiddenFrom="sm"
      closeButtonProps={{ "aria-label": t("layout.menu.close") }}
    >
      <MobileNavigation onNavigate={onClose} />
    </Drawer>
  );
}

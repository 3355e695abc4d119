import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

export interface FiltersDrawerProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A list's filters on a phone: a drawer from the left, its code loaded when it first opens. */
export function FiltersDrawer({ title, onClose, children }: FiltersDrawerProps) {
  return (
    <Drawer opened onClose={onClose} title={title} position="left" size="sm">
      {children}
    </Drawer>
  );
}

import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./FiltersDrawer.module.css";

export interface FiltersDrawerProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** What stays at the drawer's foot while its filters scroll, such as the button that applies them. */
  footer?: ReactNode;
}

/** A list's filters on a phone: a drawer from the left, its code loaded when it first opens. */
export function FiltersDrawer({ title, onClose, children, footer }: FiltersDrawerProps) {
  return (
    <Drawer opened onClose={onClose} title={title} position="left" size="sm">
      {children}
      {footer && <div className={classes.footer}>{footer}</div>}
    </Drawer>
  );
}

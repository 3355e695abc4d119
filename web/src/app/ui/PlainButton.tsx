import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import classes from "./PlainButton.module.css";

/** Each look, with the Mantine Button props it stands for (PlainButton.test.tsx compares the two). */
export const PLAIN_BUTTON_VARIANTS = {
  filled: { mantine: {}, className: classes.filled },
  default: { mantine: { variant: "default" }, className: classes.default },
  light: { mantine: { variant: "light" }, className: classes.light },
  subtle: { mantine: { variant: "subtle" }, className: classes.subtle },
  subtleGray: { mantine: { variant: "subtle", color: "gray" }, className: classes.subtleGray },
  whiteDark: { mantine: { variant: "white", color: "dark" }, className: classes.whiteDark },
} as const;

export type PlainButtonVariant = keyof typeof PLAIN_BUTTON_VARIANTS;

interface PlainButtonBaseProps {
  variant?: PlainButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
  children: ReactNode;
}

export type PlainButtonProps = PlainButtonBaseProps &
  ({ to: To; onClick?: () => void } | { to?: never; onClick(): void });

/**
 * Mantine's Button (without loading state or sections) as a plain link or button, for the layout
 * and the home page: what every visit renders on the server, where the component and its
 * transition machinery cost more than the rest of the button put together, and every first page
 * would load their code.
 */
export function PlainButton({ variant = "filled", size = "sm", className, children, to, onClick }: PlainButtonProps) {
  const names = [
    "mantine-focus-auto mantine-active",
    classes.button,
    classes[size],
    PLAIN_BUTTON_VARIANTS[variant].className,
    className,
  ];
  const content = (
    <span className={classes.inner}>
      <span className={classes.label}>{children}</span>
    </span>
  );
  const classNames = names.filter(Boolean).join(" ");
  return to === undefined ? (
    <button type="button" className={classNames} onClick={onClick}>
      {content}
    </button>
  ) : (
    <Link to={to} className={classNames} onClick={onClick}>
      {content}
    </Link>
  );
}

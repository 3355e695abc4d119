import "@mantine/core/styles/PasswordInput.css";
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { PasswordRules } from "./PasswordRules.tsx";
import { usePasswordToggleProps } from "./usePasswordToggleProps.ts";

export interface NewPasswordInputProps extends Omit<PasswordInputProps, "value" | "description"> {
  value?: string;
}

/**
 * A password being chosen, with its rules ticked live underneath. The checklist is the input's
 * description, so screen readers announce it with the field.
 */
export function NewPasswordInput({ value = "", ...props }: NewPasswordInputProps) {
  const toggle = usePasswordToggleProps();
  return (
    <PasswordInput
      autoComplete="new-password"
      {...toggle}
      {...props}
      // Mantine's PasswordInput marks an error for the eye only.
      aria-invalid={props.error ? true : undefined}
      value={value}
      description={<PasswordRules password={value} />}
      descriptionProps={{ component: "div" }}
      inputWrapperOrder={["label", "input", "error", "description"]}
    />
  );
}

import type { PasswordInputProps } from "@mantine/core";
import { PasswordField } from "../../../../app/ui/PasswordField.tsx";
import { PasswordRules } from "./PasswordRules.tsx";

export interface NewPasswordInputProps extends Omit<PasswordInputProps, "value" | "description"> {
  value?: string;
}

/**
 * A password being chosen, with its rules ticked live underneath. The checklist is the input's
 * description, so screen readers announce it with the field.
 */
export function NewPasswordInput({ value = "", ...props }: NewPasswordInputProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      {...props}
      value={value}
      description={<PasswordRules password={value} />}
      descriptionProps={{ component: "div" }}
      inputWrapperOrder={["label", "input", "error", "description"]}
    />
  );
}

import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { Anchor, Checkbox } from "@mantine/core";
import type { ChangeEvent } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";

export interface TermsCheckboxProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** "I agree to the terms and conditions", the terms opening in a new tab so the form stays filled. */
export function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  return (
    <Checkbox
      name="agreed"
      checked={checked}
      onChange={onChange}
      error={error}
      label={
        <Trans
          i18nKey="auth.signup.agreed"
          components={{ terms: <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit /> }}
        />
      }
    />
  );
}

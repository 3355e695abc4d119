import { IconCheck } from "@tabler/icons-react";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";
import classes from "./ChoiceChips.module.css";

export interface ChoiceChipsProps {
  legend: string;
  description?: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
}

/**
 * A multiple choice as a wrap of chips: compact on a phone where a column of thirty checkboxes is
 * not. Each chip is a native checkbox, so keyboard and screen readers work as with any form.
 */
export function ChoiceChips({ legend, description, options, value, onChange, error }: ChoiceChipsProps) {
  const chosen = new Set(value);
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : chosen.has(v))));
  return (
    <fieldset className={classes.root} aria-invalid={error ? true : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {description && <p className={classes.description}>{description}</p>}
      <div className={classes.chips}>
        {options.map((option) => (
          <label key={option.value} className={classes.chip}>
            <input
              type="checkbox"
              className={classes.input}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <IconCheck size={14} stroke={ICON_STROKE + 0.5} aria-hidden="true" className={classes.check} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <p className={classes.error}>{error}</p>}
    </fieldset>
  );
}

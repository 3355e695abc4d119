import { type UseFormInput, useForm } from "@mantine/form";
import { useState } from "react";
import { useAlerts } from "../../app/alerts/use-alerts.ts";
import { sortServerErrors } from "./serverErrors.ts";

export interface SettingsFormOptions<Values> extends UseFormInput<Values> {
  save(values: Values): Promise<unknown>;
  /** Translation key of the success alert. */
  savedText: string;
  onSaved?(values: Values): void;
  /**
   * Our own words for a field the server can only reject one way (a wrong current password), so
   * the message is in the interface language.
   */
  rejectedText?: Partial<Record<keyof Values & string, string>>;
}

/**
 * A settings form: client rules first, then the save; on success an alert, on failure the server's
 * errors beside the fields they point at and the rest above the submit button.
 */
export function useSettingsForm<Values extends Record<string, unknown>>({
  save,
  savedText,
  onSaved,
  rejectedText = {},
  ...input
}: SettingsFormOptions<Values>) {
  const form = useForm<Values>(input);
  const alerts = useAlerts();
  const [problems, setProblems] = useState<string[]>([]);

  const handleSubmit = form.onSubmit(async (values) => {
    setProblems([]);
    try {
      await save(values);
    } catch (error) {
      const sorted = sortServerErrors(error, Object.keys(values));
      form.setErrors(
        Object.fromEntries(
          Object.entries(sorted.fields).map(([field, message]) => [
            field,
            rejectedText[field as keyof Values & string] ?? message,
          ]),
        ),
      );
      setProblems(sorted.general);
      return;
    }
    alerts.add({ type: "success", text: savedText });
    onSaved?.(values);
  });

  return { form, handleSubmit, problems };
}

import { type UseFormInput, useForm } from "@mantine/form";
import { useAlerts } from "../alerts/use-alerts.ts";
import { useFormErrors } from "./useFormErrors.ts";

export interface SaveFormOptions<Values> extends UseFormInput<Values> {
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
 * A form that saves to the server: client rules first, then the save; on success an alert, on
 * failure the server's errors beside the fields they point at and the rest in `problems`, for
 * above the submit button.
 */
export function useSaveForm<Values extends Record<string, unknown>>({
  save,
  savedText,
  onSaved,
  rejectedText = {},
  ...input
}: SaveFormOptions<Values>) {
  type Field = keyof Values & string;
  const form = useForm<Values>(input);
  const alerts = useAlerts();
  const errors = useFormErrors(Object.keys(form.getInitialValues()) as Field[], {
    wordField: (field, problem) => rejectedText[field] ?? problem.detail ?? problem.code,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    errors.reset();
    try {
      await save(values);
    } catch (error) {
      form.setErrors(errors.refuse(error).fields);
      return;
    }
    alerts.add({ type: "success", text: savedText });
    onSaved?.(values);
  });

  return { form, handleSubmit, problems: errors.general };
}

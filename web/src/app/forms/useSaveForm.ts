import { type UseFormInput, useForm } from "@mantine/form";
import type { ApiClient } from "../../api/client.ts";
import { type Stale, useWrite } from "../../api/useWrite.ts";
import { useAlerts } from "../alerts/use-alerts.ts";
import { useFormErrors } from "./useFormErrors.ts";

export interface SaveFormOptions<Values> extends UseFormInput<Values> {
  /** The request, sent through the one write hook: a JSON:API reply is merged into the store. */
  send(api: ApiClient, values: Values): Promise<unknown>;
  /** Read again once saved. */
  stale?: readonly Stale[];
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
 * A form that saves to the server through `useWrite`: client rules first, then the save; on success
 * an alert, on failure the server's errors beside the fields they point at and the rest in
 * `problems`, for above the submit button.
 */
export function useSaveForm<Values extends Record<string, unknown>>({
  send,
  stale,
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
  const write = useWrite<Values>({
    send,
    stale,
    errors: {
      reset: errors.reset,
      refuse: (error) => form.setErrors(errors.refuse(error).fields),
    },
    onSuccess: (_, values) => {
      alerts.add({ type: "success", text: savedText });
      onSaved?.(values);
    },
  });

  // Mantine's form counts as submitting while the returned promise is pending.
  const handleSubmit = form.onSubmit((values) => write.run(values));

  return { form, handleSubmit, problems: errors.general };
}

import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FormErrors, type FormErrorsOptions, formErrors, refusalErrors } from "./formErrors.ts";
import type { FieldProblem, FieldProblems } from "./sortErrors.ts";

export interface UseFormErrorsOptions<F extends string> extends FormErrorsOptions<F> {
  /**
   * The sentence beside a field: its worded detail unless the form has words of its own (for the
   * problems its own checks find, or a field the server can refuse only one way).
   */
  wordField?: (field: F, problem: FieldProblem) => string;
  /** Errors kept elsewhere (a profile editor's state), shown instead of the hook's own. */
  refusals?: readonly ApiErrorObject[];
}

/** The sentences a form shows: beside each field, and for the form as a whole. */
export interface ShownErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  general: string[];
}

const NONE: FormErrors<never> = { fields: {}, general: [] };

const detailOf = (_field: string, problem: FieldProblem): string => problem.detail ?? problem.code;

/**
 * A form's problems, found by its own checks or refused by the server, worded for the reader:
 * `errorOf("email")` is what goes into the input's `error` prop, `general` what goes above the
 * buttons. After `report` or `refuse`, the first field marked invalid inside `formRef` takes the
 * focus, so keyboard and screen-reader users land on it.
 */
export function useFormErrors<F extends string>(fields: readonly F[], options: UseFormErrorsOptions<F> = {}) {
  const { aliases, word, wordField = detailOf, refusals } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [own, setOwn] = useState<FormErrors<F>>(NONE);
  const [focusRequest, setFocusRequest] = useState(0);
  const shown = refusals ? formErrors(refusals, fields, { aliases, word }) : own;

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const show = useCallback((found: FormErrors<F>) => {
    setOwn(found);
    if (Object.keys(found.fields).length > 0) setFocusRequest((n) => n + 1);
  }, []);

  /** Shows the problems the form's own checks found, in place of any shown before. */
  const report = useCallback((problems: FieldProblems<F>) => show({ fields: problems, general: [] }), [show]);

  const reset = useCallback(() => setOwn(NONE), []);

  /** A field's problem goes away as soon as the user changes it. */
  const clear = useCallback(
    (field: F) =>
      setOwn((current) => {
        if (!(field in current.fields)) return current;
        const rest = { ...current.fields };
        delete rest[field];
        return { ...current, fields: rest };
      }),
    [],
  );

  const errorOf = (field: F): string | undefined => {
    const problem = shown.fields[field];
    return problem ? wordField(field, problem) : undefined;
  };

  /**
   * Shows what a failed request said (nothing for network and server failures, which raise their
   * own alert), and gives the sentences back for a form library that keeps field errors itself.
   */
  const refuse = (error: unknown): ShownErrors<F> => {
    const found = formErrors(refusalErrors(error), fields, { aliases, word });
    show(found);
    const worded: Partial<Record<F, string>> = {};
    for (const [field, problem] of Object.entries(found.fields) as [F, FieldProblem][]) {
      worded[field] = wordField(field, problem);
    }
    return { fields: worded, general: found.general };
  };

  return { formRef, errorOf, general: shown.general, report, refuse, reset, clear };
}

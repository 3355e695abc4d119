import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { problemMessage } from "./problemMessage.ts";
import type { FieldProblems } from "./sortErrors.ts";

/**
 * A form's field problems, from its own checks or the server, and their sentences in the current
 * language: `errorOf("email")` is what goes into the input's `error` prop. After `report`, the
 * first field marked invalid takes the focus, so keyboard and screen-reader users land on it.
 */
export function useFieldErrors<F extends string>() {
  const { i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const report = useCallback((found: FieldProblems<F>) => {
    setProblems(found);
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
  }, []);

  const errorOf = useCallback(
    (field: F): string | undefined => {
      const found = problems[field];
      return found ? problemMessage(i18n, field, found) : undefined;
    },
    [problems, i18n],
  );

  /** A field's problem goes away as soon as the user changes it. */
  const clear = useCallback(
    (field: F) =>
      setProblems((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    [],
  );

  return { formRef, problems, report, errorOf, clear };
}

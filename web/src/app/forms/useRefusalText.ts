import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { useTranslation } from "react-i18next";
import { refusalText } from "./refusalMessage.ts";

/** A refusal's sentence in the reader's language (the server writes English): the `word` of `useFormErrors`. */
export function useRefusalText(): (error: ApiErrorObject) => string {
  const { i18n } = useTranslation();
  return (error) => refusalText(error, i18n);
}

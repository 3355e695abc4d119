import { useTranslation } from "react-i18next";
import { dateFormat } from "../../i18n/formats.ts";

/** A moment the server sent, as a day written out in the page's language ("June 10, 2026", "10. Juni 2026"). */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: "long" });
  return (iso) => format.format(new Date(iso));
}

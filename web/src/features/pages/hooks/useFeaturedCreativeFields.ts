import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { apiKey } from "../../../api/queries.ts";

export interface FeaturedCreativeField {
  id: string;
  name: string;
  slug: string;
}

const PATH = "/v1/creative_fields/featured";

/** Enough for every featured field the editors pick at a time; the list is short by nature. */
const PAGE_SIZE = 24;

/** The creative fields currently in the spotlight (GET /v1/creative_fields/featured). */
export function useFeaturedCreativeFields() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const shownLanguage = useRef(i18n.language);

  // The names come back in the request's language, so a language switch asks for them again.
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: apiKey(PATH) });
  }, [i18n.language, queryClient]);

  return useList<FeaturedCreativeField>(PATH, { size: PAGE_SIZE });
}

import type { Document } from "@atelier/common/jsonapi";
import { toResourceDocument } from "../../../api/store.ts";
import { type RefusalTarget, useWrite } from "../../../api/useWrite.ts";
import { OPPORTUNITY_API, type Opportunity } from "./opportunitiesApi.ts";

/** What one applies with: a note for the employer, the first message of the conversation. */
export interface ApplyInput {
  note: string;
}

/**
 * Apply to an opportunity. The reply is the opportunity with the time of applying (and without its
 * bookmark, which applying removes), so every card and page showing it changes; the saved and
 * applied lists are read again.
 */
export function useApply(
  opportunity: Pick<Opportunity, "id">,
  { errors, onApplied }: { errors: RefusalTarget; onApplied(): void },
) {
  return useWrite<ApplyInput, Document>({
    send: (api, { note }) =>
      api.patch<Document>(
        OPPORTUNITY_API.apply(opportunity.id),
        toResourceDocument("opportunity_applications", { attributes: note.trim() ? { note: note.trim() } : {} }),
        // A 403 here is the employer taking no messages from the applicant: the dialog says so.
        { redirectOnForbidden: false },
      ),
    errors,
    onSuccess: () => onApplied(),
    stale: [OPPORTUNITY_API.bookmarks, OPPORTUNITY_API.myApplications],
  });
}

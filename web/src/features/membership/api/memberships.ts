import { useList } from "../../../api/hooks.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useAppendedList } from "../../../api/useAppendedList.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { currentMembership } from "../memberships.ts";
import { type Invoice, MEMBERSHIP_API, type Membership } from "./membershipApi.ts";

/** The newest periods first: the one in force is among them, however many renewals came before. */
const MEMBERSHIPS_PAGE_SIZE = 24;
const INVOICES_PAGE_SIZE = 12;

/** The member's periods and the one in force (null: the free plan). */
export function useMemberships() {
  const list = useList<Membership>(MEMBERSHIP_API.memberships, { size: MEMBERSHIPS_PAGE_SIZE });
  return { ...list, current: currentMembership(list.items) };
}

/** The member's invoices, newest first, further pages as the list is scrolled. */
export const useInvoices = () => useAppendedList<Invoice>(MEMBERSHIP_API.invoices, { size: INVOICES_PAGE_SIZE });

/**
 * Turns the renewal of a period off (premium then ends with it) or on again while it runs. The
 * reply is the membership, so every view of it changes; `onChanged` says so to the member.
 */
export function useRenewalChange(
  membership: Pick<Membership, "id">,
  { onChanged }: { onChanged(renews: boolean): void },
) {
  const alerts = useAlerts();
  return useWrite<boolean>({
    send: (api, renews) =>
      api.patch(
        MEMBERSHIP_API.membership(membership.id),
        toResourceDocument("memberships", { id: membership.id, attributes: { renews } }),
      ),
    stale: [MEMBERSHIP_API.memberships],
    onSuccess: (_, renews) => onChanged(renews),
    onError: (error) => alertActionFailure(alerts, error, "membership.renewal.failed"),
  });
}

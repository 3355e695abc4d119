import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { ACCOUNT_API } from "../../accounts/settings/api/accountApi.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { userPath } from "../api/profileApi.ts";
import type { ProfileUser } from "../types.ts";

export type BlockAction = "block" | "unblock";

/**
 * Blocking and unblocking a profile's user. The user is read again afterwards: a block ends the
 * follows and the connection between the two, which the page shows. True when the change went
 * through; a refusal raises an alert.
 */
export function useBlockActions(user: ProfileUser, userKey: string) {
  const alerts = useAlerts();
  const reloadMe = useReloadMe();
  const name = { name: user.name };
  const write = useWrite<BlockAction>({
    send: (api, action) =>
      action === "block"
        ? api.post(ACCOUNT_API.blocks.path, toResourceDocument("blocks", { attributes: { userId: user.id } }))
        : api.delete(`${ACCOUNT_API.blocks.path}/${encodeURIComponent(user.id)}`),
    stale: [...new Set([userPath(userKey), userPath(user.id)])],
    onError: (error, action) => alertActionFailure(alerts, error, `profile.block.failed.${action}`, name),
  });

  return async (action: BlockAction): Promise<boolean> => {
    if (!(await write.run(action))) return false;
    // The header counts the connection requests waiting, which a block may have ended.
    void reloadMe();
    alerts.add({ type: "success", text: `profile.block.done.${action}`, values: name });
    return true;
  };
}

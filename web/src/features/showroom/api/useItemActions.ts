import type { Document } from "@atelier/common/jsonapi";
import { paths } from "@atelier/common/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useApi, useStore } from "../../../api/context.tsx";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import type { Item } from "../types.ts";
import { ITEM_API, itemKindOf } from "./showroomApi.ts";

type Action = "publish" | "draft" | "delete" | "confirm" | "decline";

/** The item reads that change with its status or its people: the item's page and the lists showing it. */
const isItemRead = (key: readonly unknown[]) =>
  key[0] === "api" && typeof key[1] === "string" && /^\/v1\/(showroom|gallery|users|likes)\b/.test(key[1]);

/**
 * What the item page lets its owner do (publish, back to draft, delete) and a pending co-creator
 * (confirm, decline). Each write merges the server's reply and reads what shows the item again.
 */
export function useItemActions(item: Pick<Item, "id" | "type" | "title">) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Action | null>(null);
  const kind = itemKindOf(item.type);

  const run = async (action: Action, write: () => Promise<unknown>, done?: () => void) => {
    if (busy) return;
    setBusy(action);
    try {
      const reply = await write();
      if (reply && typeof reply === "object") store.merge(reply as Document);
      done?.();
      void queryClient.invalidateQueries({ predicate: (query) => isItemRead(query.queryKey) });
    } catch (error) {
      alertActionFailure(alerts, error, `showroom.owner.failed.${action}`, { title: item.title });
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    publish: () => run("publish", () => api.patch(ITEM_API.publish(kind, item.id))),
    draft: () => run("draft", () => api.patch(ITEM_API.draft(kind, item.id))),
    remove: () =>
      run(
        "delete",
        () => api.delete(ITEM_API.item(kind, item.id)),
        () => {
          store.remove(item.type, item.id);
          alerts.add({ type: "success", text: "showroom.owner.deleted", values: { title: item.title } });
          void navigate(paths.ownProfile, { replace: true });
        },
      ),
    confirm: (coCreatorId: string) =>
      run("confirm", () => api.patch(ITEM_API.confirmCoCreator(kind, item.id, coCreatorId))),
    decline: (coCreatorId: string) =>
      run(
        "decline",
        () => api.delete(ITEM_API.coCreator(kind, item.id, coCreatorId)),
        // A list read again without its last entry keeps the old one in the store (spec 000 section 3).
        () => store.remove("co_creators", coCreatorId),
      ),
  };
}

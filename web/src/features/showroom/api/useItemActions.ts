import { paths } from "@atelier/common/paths";
import { useNavigate } from "react-router";
import { useStore } from "../../../api/context.tsx";
import { type Stale, useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { publishedPathOf } from "../itemPath.ts";
import type { Item } from "../types.ts";
import { ITEM_API, itemKindOf } from "./showroomApi.ts";

type Action = "publish" | "draft" | "delete" | "confirm" | "decline";

interface ItemAction {
  action: Action;
  coCreatorId?: string;
}

/** The item reads that change with its status or its people: the item's page and the lists showing it. */
const ITEM_READS: readonly Stale[] = ["/v1/showroom", "/v1/gallery", "/v1/users", "/v1/likes"].map((under) => ({
  under,
}));

/**
 * What the item page lets its owner do (publish, back to draft, delete) and a pending co-creator
 * (confirm, decline). Each write merges the server's reply and reads what shows the item again.
 */
export function useItemActions(item: Pick<Item, "id" | "type" | "title" | "slug">) {
  const store = useStore();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const kind = itemKindOf(item.type);

  const write = useWrite<ItemAction>({
    send: (api, { action, coCreatorId = "" }) => {
      switch (action) {
        case "publish":
          return api.patch(ITEM_API.publish(kind, item.id));
        case "draft":
          return api.patch(ITEM_API.draft(kind, item.id));
        case "delete":
          return api.delete(ITEM_API.item(kind, item.id));
        case "confirm":
          return api.patch(ITEM_API.confirmCoCreator(kind, item.id, coCreatorId));
        case "decline":
          return api.delete(ITEM_API.coCreator(kind, item.id, coCreatorId));
      }
    },
    onSuccess: (_, { action, coCreatorId }) => {
      if (action === "delete") {
        store.remove(item.type, item.id);
        alerts.add({ type: "success", text: "showroom.owner.deleted", values: { title: item.title } });
        void navigate(paths.ownProfile, { replace: true });
      }
      // A list read again without its last entry keeps the old one in the store (spec 000 section 3).
      if (action === "decline" && coCreatorId) store.remove("co_creators", coCreatorId);
    },
    stale: ITEM_READS,
    onError: (error, { action }) =>
      alertActionFailure(alerts, error, `showroom.owner.failed.${action}`, { title: item.title }),
  });

  /** True once the action went through. */
  const run = async (action: Action, coCreatorId?: string): Promise<boolean> =>
    !write.busy && write.run({ action, coCreatorId });

  return {
    busy: write.variables?.action ?? null,
    /**
     * Publishes, then opens the item's page with the prompt to share it, at the address it has now
     * (the slug of an item never published follows its title).
     */
    publish: async () => {
      const done = await run("publish");
      if (done) void navigate(publishedPathOf(store.denormalize<Item>(item.type, item.id) ?? item));
      return done;
    },
    draft: () => run("draft"),
    remove: () => run("delete"),
    confirm: (coCreatorId: string) => run("confirm", coCreatorId),
    decline: (coCreatorId: string) => run("decline", coCreatorId),
  };
}

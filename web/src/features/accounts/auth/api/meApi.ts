import type { MeUpdateInput } from "@atelier/common/schemas/accounts";
import { primaryResource, sendResource } from "../../../../api/sendResource.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";
import { ME_PATH } from "../../../../app/runtime/start-paths.ts";
import type { Me } from "../../../../app/session/session.ts";

/** PATCH /v1/me; the reply updates the session's copy of the user, so guards see the new state at once. */
export async function updateMe(runtime: Pick<AppRuntime, "api" | "store">, id: string, changes: MeUpdateInput) {
  const reply = await sendResource(runtime, "PATCH", ME_PATH, "me", { id, attributes: { ...changes } });
  return primaryResource<Me>(runtime.store, reply);
}

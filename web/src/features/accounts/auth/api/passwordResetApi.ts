import { toResourceDocument } from "../../../../api/store.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";

type Runtime = Pick<AppRuntime, "api">;
const PATH = "/v1/password_resets";
const TYPE = "password_resets";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(runtime: Runtime, email: string): Promise<void> {
  await runtime.api.post(PATH, toResourceDocument(TYPE, { attributes: { email: email.trim() } }));
}

/** Sets the new password with the mailed token; it does not sign in. */
export async function resetPassword(runtime: Runtime, token: string, password: string): Promise<void> {
  await runtime.api.patch(PATH, toResourceDocument(TYPE, { attributes: { token, password } }));
}

import type { CaptchaAttributes } from "@atelier/common";
import type { Document } from "@atelier/common/jsonapi";
import { toResourceDocument } from "../../../../api/store.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";
import { type Me, signIn } from "../../../../app/session/session.ts";
import { sessionToken } from "../sessionToken.ts";

export interface Credentials {
  email: string;
  password: string;
  /** Once the server asks for it: the captcha shown and the characters typed. */
  captcha?: { id: string; answer: string };
}

/** A captcha the login form shows. */
export type LoginCaptcha = { id: string } & Pick<CaptchaAttributes, "imageUrl">;

/** Signs in with a reply that carries a session token; a reply without one is a failure. */
export async function signInWith(runtime: AppRuntime, reply: Document): Promise<Me | null> {
  const token = sessionToken(reply);
  if (!token) throw new Error("The sign-in reply carried no session token.");
  return signIn(runtime, token);
}

/** POST /v1/login, then the current user is loaded (spec 000 section 4). */
export async function logIn(runtime: AppRuntime, credentials: Credentials): Promise<Me | null> {
  const { captcha } = credentials;
  const attributes = {
    email: credentials.email.trim(),
    password: credentials.password,
    ...(captcha ? { captchaId: captcha.id, captcha: captcha.answer.trim() } : {}),
  };
  const reply = await runtime.api.post<Document>("/v1/login", toResourceDocument("sessions", { attributes }));
  return signInWith(runtime, reply);
}

/** A new captcha for the login, asked for once the server wants one. */
export async function newLoginCaptcha(runtime: Pick<AppRuntime, "api">): Promise<LoginCaptcha> {
  const reply = await runtime.api.post<Document>(
    "/captchas",
    toResourceDocument("captchas", { attributes: { purpose: "login" } }),
  );
  const data = reply.data;
  const imageUrl = data && !Array.isArray(data) ? data.attributes?.image_url : undefined;
  if (!data || Array.isArray(data) || typeof imageUrl !== "string") throw new Error("The reply carried no captcha.");
  return { id: String(data.id), imageUrl };
}

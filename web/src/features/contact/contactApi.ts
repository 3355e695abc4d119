import type { ContactTopic } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import type { ApiClient } from "../../api/client.ts";
import { toResourceDocument } from "../../api/store.ts";

export const CONTACT_PATH = "/v1/contact";

/** The captcha the form shows: a new one on every call, never cached. */
export interface ContactCaptcha {
  id: string;
  imageUrl: string;
}

export interface ContactMessage {
  topic: ContactTopic;
  name: string;
  email: string;
  message: string;
}

function captchaOf(reply: Document): ContactCaptcha {
  const data = reply.data;
  const imageUrl = data && !Array.isArray(data) ? data.attributes?.image_url : undefined;
  if (!data || Array.isArray(data) || typeof imageUrl !== "string") throw new Error("The reply carried no captcha.");
  return { id: String(data.id), imageUrl };
}

/** A captcha for the form; the one shown before, when named, no longer counts. */
export async function contactCaptcha(api: ApiClient, replacing?: ContactCaptcha | null): Promise<ContactCaptcha> {
  const reply = replacing
    ? await api.patch<Document>(
        CONTACT_PATH,
        toResourceDocument("captchas", { attributes: { captchaId: replacing.id } }),
      )
    : await api.get<Document>(CONTACT_PATH);
  return captchaOf(reply);
}

export const sendContactMessage = (api: ApiClient, message: ContactMessage, captcha: { id: string; answer: string }) =>
  api.post<Document>(
    CONTACT_PATH,
    toResourceDocument("contact_messages", {
      attributes: { ...message, captchaId: captcha.id, captcha: captcha.answer.trim() },
    }),
  );

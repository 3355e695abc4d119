import type { SupportedLocale } from "@atelier/common/enums";
import { loadScript } from "./loadScript.ts";

/** What the Facebook SDK's login hands back (spec 000 section 7: "auth response fields"). */
export interface FacebookAuth {
  accessToken: string;
  userID: string;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (response: { authResponse?: FacebookAuth | null }) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

const SDK_LOCALES: Record<SupportedLocale, string> = { en: "en_US", de: "de_DE" };
const GRAPH_VERSION = "v21.0";

const initialised = new Set<string>();

/** Loads the Facebook SDK in the page's language and sets it up for this app once. */
export async function loadFacebook(appId: string, locale: SupportedLocale): Promise<void> {
  await loadScript(`https://connect.facebook.net/${SDK_LOCALES[locale]}/sdk.js`);
  if (!window.FB) throw new Error("The Facebook SDK did not start.");
  if (!initialised.has(appId)) {
    window.FB.init({ appId, version: GRAPH_VERSION, xfbml: false, cookie: false });
    initialised.add(appId);
  }
}

/** Facebook's login popup, asking for the e-mail address and the public profile (spec 000 section 9). */
export function facebookLogin(): Promise<FacebookAuth> {
  return new Promise((resolve, reject) => {
    if (!window.FB) {
      reject(new Error("The Facebook SDK is not loaded."));
      return;
    }
    window.FB.login(
      (response) => {
        const auth = response.authResponse;
        if (auth?.accessToken && auth.userID) resolve(auth);
        else reject(new Error("Facebook login was cancelled or refused."));
      },
      { scope: "email,public_profile" },
    );
  });
}

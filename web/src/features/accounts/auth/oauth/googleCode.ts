import { loadScript } from "./loadScript.ts";

/** The parts of Google Identity Services' code model this app uses. */
interface CodeResponse {
  code?: string;
  state?: string;
  error?: string;
}

interface CodeClient {
  requestCode(): void;
}

interface GoogleAccounts {
  oauth2: {
    initCodeClient(config: {
      client_id: string;
      scope: string;
      ux_mode: "popup";
      state: string;
      callback: (response: CodeResponse) => void;
      error_callback?: (error: { type: string }) => void;
    }): CodeClient;
  };
}

declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

const GOOGLE_CLIENT_SCRIPT = "https://accounts.google.com/gsi/client";

export const loadGoogle = () => loadScript(GOOGLE_CLIENT_SCRIPT);

/**
 * Asks Google for an authorization code in a popup (the code flow of Google Identity Services).
 * The state travels through Google and must come back unchanged.
 */
export function requestGoogleCode(clientId: string, state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const accounts = window.google?.accounts;
    if (!accounts) {
      reject(new Error("Google Identity Services is not loaded."));
      return;
    }
    const client = accounts.oauth2.initCodeClient({
      client_id: clientId,
      scope: "openid email profile",
      ux_mode: "popup",
      state,
      callback: (response) => {
        if (response.code && response.state === state) resolve(response.code);
        else reject(new Error(response.error ?? "Google returned no code."));
      },
      error_callback: (error) => reject(new Error(`Google sign-in ended: ${error.type}`)),
    });
    client.requestCode();
  });
}

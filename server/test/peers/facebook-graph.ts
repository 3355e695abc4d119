import { createHmac, randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Facebook user as /me shows them; without `email` the person shared no address. */
export interface FacebookPerson {
  id: string;
  name?: string;
  email?: string;
}

export interface FacebookGraph {
  url: string;
  appId: string;
  /** Configuration that points the app at this Graph API. */
  env: Record<string, string>;
  /** A user access token, as FB.login hands the page one; `appId` names the app it was issued to. */
  issueToken(person: FacebookPerson, opts?: { appId?: string }): string;
  /** The person logs out of the app or the token expires: it stops being valid. */
  invalidate(token: string): void;
  /** Answers every request with this HTTP status until called with null (an outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

interface IssuedToken {
  person: FacebookPerson;
  appId: string;
  valid: boolean;
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const oauthException = (message: string, code = 190) => ({ error: { message, type: "OAuthException", code } });

/**
 * The two Graph API calls the app makes, on a loopback port, with Facebook's rules: debug_token
 * needs the app access token (`appId|appSecret`) and reports whether a user token is valid and for
 * which app and user; /me needs a valid user token and the matching appsecret_proof.
 */
export async function startFacebookGraph(): Promise<FacebookGraph> {
  const appId = String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
  const appSecret = randomBytes(16).toString("hex");
  const tokens = new Map<string, IssuedToken>();
  let outage: number | null = null;

  const server = createServer((req, res) => {
    if (outage !== null) return answer(res, outage, { error: { message: "Service temporarily unavailable" } });
    const url = new URL(req.url ?? "/", "http://graph.local");
    const params = url.searchParams;
    if (req.method !== "GET") return answer(res, 405, oauthException("Unsupported method", 100));

    if (url.pathname === "/debug_token") {
      if (params.get("access_token") !== `${appId}|${appSecret}`) {
        return answer(res, 400, oauthException("Invalid OAuth access token signature."));
      }
      const issued = tokens.get(params.get("input_token") ?? "");
      if (!issued?.valid) {
        return answer(res, 200, {
          data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } },
        });
      }
      return answer(res, 200, {
        data: {
          app_id: issued.appId,
          type: "USER",
          application: "Atelier",
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          is_valid: true,
          scopes: ["email", "public_profile"],
          user_id: issued.person.id,
        },
      });
    }

    if (url.pathname === "/me") {
      const token = params.get("access_token") ?? "";
      const issued = tokens.get(token);
      if (!issued?.valid) return answer(res, 400, oauthException("Invalid OAuth access token."));
      const proof = createHmac("sha256", appSecret).update(token).digest("hex");
      if (params.get("appsecret_proof") !== proof) {
        return answer(res, 400, oauthException("Invalid appsecret_proof provided in the API argument", 100));
      }
      const fields = (params.get("fields") ?? "id").split(",");
      const person = issued.person as unknown as Record<string, unknown>;
      return answer(
        res,
        200,
        Object.fromEntries(fields.filter((f) => person[f] !== undefined).map((f) => [f, person[f]])),
      );
    }

    return answer(res, 404, oauthException("Unknown path components", 2500));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    appId,
    env: { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_GRAPH_URL: url },
    issueToken(person, opts = {}) {
      const token = `EAA${randomBytes(24).toString("base64url")}`;
      tokens.set(token, { person, appId: opts.appId ?? appId, valid: true });
      return token;
    },
    invalidate(token) {
      const issued = tokens.get(token);
      if (issued) issued.valid = false;
    },
    failWith(status) {
      outage = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

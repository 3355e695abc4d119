import { randomBytes } from "node:crypto";
import { generateKeyPair, SignJWT } from "jose";
import { OAuth2Server } from "oauth2-mock-server";

/** Who signs in at the provider: the claims Google puts in the id token. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface GoogleProvider {
  /** The issuer URL the id tokens carry. */
  issuer: string;
  clientId: string;
  /** Configuration that points the app at this provider. */
  env: Record<string, string>;
  /**
   * Signs the person in through the authorization endpoint, as Google's popup does, and returns the
   * one-time code the page would receive.
   */
  authorize(identity: GoogleIdentity): Promise<string>;
  /** Changes the claims of the next id token (a wrong audience or issuer, say). */
  tamperNextIdToken(change: (payload: Record<string, unknown>) => void): void;
  /**
   * Answers the next code with an id token whose header and claims are right for this identity but
   * whose signature comes from a key the provider never published.
   */
  forgeNextIdToken(identity: GoogleIdentity): Promise<void>;
  /** How many times the token endpoint was asked. */
  tokenRequests(): number;
  close(): Promise<void>;
}

/**
 * An OpenID provider on a loopback port (oauth2-mock-server: real token endpoint, JWKS and signed
 * id tokens) that behaves as Google does where the app relies on it: codes are issued by the
 * authorization endpoint, work once, only for this client with its secret and the popup's
 * "postmessage" redirect URI, and the id token carries the person's claims.
 */
export async function startGoogleProvider(): Promise<GoogleProvider> {
  const clientId = `client-${randomBytes(4).toString("hex")}.apps.example.test`;
  const clientSecret = randomBytes(16).toString("hex");
  const server = new OAuth2Server();
  const publishedKey = await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url!;

  const codes = new Map<string, GoogleIdentity>();
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  let forgery: string | null = null;
  let requests = 0;
  const expectedAuth = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;

  server.service.on("beforeTokenSigning", (token, req) => {
    const identity = codes.get(String(req.body.code));
    if (identity) Object.assign(token.payload, identity);
    // The id token is the one addressed to the client; the access token is signed first.
    if (token.payload.aud === clientId && tamper) {
      tamper(token.payload);
      tamper = null;
    }
  });
  server.service.on("beforeResponse", (response, req) => {
    requests += 1;
    const body = req.body as Record<string, unknown>;
    const code = String(body.code);
    if (req.headers.authorization !== expectedAuth) {
      response.statusCode = 401;
      response.body = { error: "invalid_client" };
    } else if (body.grant_type !== "authorization_code" || body.redirect_uri !== "postmessage") {
      response.statusCode = 400;
      response.body = { error: "invalid_request" };
    } else if (!codes.delete(code)) {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "Malformed auth code." };
    } else if (forgery) {
      (response.body as Record<string, unknown>).id_token = forgery;
      forgery = null;
    }
  });

  return {
    issuer,
    clientId,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      GOOGLE_ISSUER: issuer,
    },
    async authorize(identity) {
      const url = new URL(`${issuer}/authorize`);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: "http://popup.example.test/callback",
        scope: "openid email profile",
      }).toString();
      const res = await fetch(url, { redirect: "manual" });
      const code = new URL(res.headers.get("location") ?? "").searchParams.get("code");
      if (!code) throw new Error(`the provider answered ${res.status} without a code`);
      codes.set(code, identity);
      return code;
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    async forgeNextIdToken(identity) {
      const { privateKey } = await generateKeyPair("RS256");
      forgery = await new SignJWT({ ...identity })
        .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: publishedKey.kid })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey);
    },
    tokenRequests: () => requests,
    close: () => server.stop(),
  };
}

import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The server package's folder, where its SQL and the web build are found from. This module sits one
 * level below it in the sources (src/config.ts) and in the built bundle (dist/main.js) alike.
 */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.includes(new URL(v).protocol), {
      message: `must use ${protocols.join(" or ")}`,
    });

/** The names proxy-addr (Fastify's `trustProxy`) gives to reserved ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (`false`), the nearest N
 * hops (`1` for one load balancer), or the proxies at these addresses and ranges. `true` is
 * refused: it would trust every hop, and the leftmost entry, which the client writes itself,
 * would become the address every per-address limit counts.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (["false", "0", "no"].includes(v)) return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    if (["true", "yes"].includes(v)) {
      ctx.addIssue({
        code: "custom",
        message:
          "must name how many proxies stand in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1): " +
          "true would take the client address from a header the client writes",
      });
      return z.NEVER;
    }
    const entries = v.split(",").map((e) => e.trim());
    const wrong = entries.find((e) => !isProxyAddress(e));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a hop count, or comma-separated proxy addresses and ranges; "${wrong}" is none`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Every setting of the process, read from the environment once at start.
 * `public` lists what may reach the browser.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: url(["http:", "https:"]).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: url(["redis:", "rediss:"]).optional(),
    /** The prefix of the keys and channels in Redis: instances sharing it serve one site together. */
    REDIS_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "Use lowercase letters, digits and dashes.")
      .optional(),
    SMTP_URL: url(["smtp:", "smtps:"]).optional(),
    MAIL_FROM: z.string().min(3).default("Atelier <no-reply@atelier.local>"),
    /** Where reports of messages and profiles, and the contact form, are mailed. */
    OPERATORS_EMAIL: z.email().default("operators@atelier.local"),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: url(["http:", "https:"]).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    SEED_DEMO: bool.default(true),
    CAPTCHA_FIXED_TEXT: z.string().min(1).max(32).optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    GOOGLE_TOKEN_URL: url(["http:", "https:"]).default("https://oauth2.googleapis.com/token"),
    GOOGLE_JWKS_URL: url(["http:", "https:"]).default("https://www.googleapis.com/oauth2/v3/certs"),
    // Google signs id tokens with either spelling of its issuer.
    GOOGLE_ISSUER: z.string().min(1).default("https://accounts.google.com,accounts.google.com"),
    FACEBOOK_GRAPH_URL: url(["http:", "https:"]).default("https://graph.facebook.com"),
    ANALYTICS_ID: z.string().optional(),
    /** Card payments go through Stripe when its secret key is set, through the built-in sandbox otherwise. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, "starts with sk_ or rk_")
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "starts with pk_").optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "starts with whsec_")
      .optional(),
    /** Another address for Stripe's API: a local peer in tests. */
    STRIPE_API_URL: url(["http:", "https:"]).optional(),
    WEB_BUILD_DIR: z.string().optional(),
    // The sitemap protocol's limit is 50,000 addresses a file.
    SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
    FEATURED_PERIOD_DAYS: z.coerce.number().positive().max(365).default(7),
    KEPT_READS_SECONDS: z.coerce.number().positive().max(3600).default(30),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === "production" && c.CAPTCHA_FIXED_TEXT) {
      ctx.addIssue({ code: "custom", path: ["CAPTCHA_FIXED_TEXT"], message: "is refused in production" });
    }
    if (c.STRIPE_SECRET_KEY && (!c.STRIPE_PUBLISHABLE_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
      const missing = c.STRIPE_PUBLISHABLE_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_PUBLISHABLE_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required with STRIPE_SECRET_KEY" });
    }
    if (c.NODE_ENV === "production" && !c.APP_URL) {
      ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "is required in production" });
    }
  });

export type Env = z.input<typeof configSchema>;

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  appOrigin: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  redisNamespace?: string;
  smtpUrl?: string;
  mailFrom: string;
  operatorsEmail: string;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  seedDemo: boolean;
  captchaFixedText?: string;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  logLevel: string;
  oauth: {
    googleClientId?: string;
    googleClientSecret?: string;
    facebookAppId?: string;
    facebookAppSecret?: string;
  };
  /** Where the providers answer; tests point these at local peers. */
  oauthEndpoints: {
    googleTokenUrl: string;
    googleJwksUrl: string;
    /** The accepted `iss` values of Google id tokens. */
    googleIssuers: string[];
    facebookGraphUrl: string;
  };
  analyticsId?: string;
  /** Stripe's keys, when card payments go through Stripe; absent, the sandbox takes test cards. */
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string };
  webBuildDir?: string;
  /** How many profiles one sitemap file lists; beyond it /sitemap.xml is an index of files. */
  sitemapPageSize: number;
  /** How long one creative field stays featured before the rotation starts the next period. */
  featuredPeriodMs: number;
  /** The longest a reply kept for visitors is served, even if no notice of a change arrived. */
  keptReadsMs: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue.path.join(".") || "environment";
    const value = typeof present[name] === "string" ? ` (got "${present[name]}")` : "";
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${value}`);
  }
  const c = parsed.data;
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === "production",
    port: c.PORT,
    host: c.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    redisUrl: c.REDIS_URL,
    redisNamespace: c.REDIS_NAMESPACE,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    operatorsEmail: c.OPERATORS_EMAIL,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    seedDemo: c.SEED_DEMO,
    captchaFixedText: c.CAPTCHA_FIXED_TEXT,
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    oauth: {
      googleClientId: c.GOOGLE_CLIENT_ID,
      googleClientSecret: c.GOOGLE_CLIENT_SECRET,
      facebookAppId: c.FACEBOOK_APP_ID,
      facebookAppSecret: c.FACEBOOK_APP_SECRET,
    },
    oauthEndpoints: {
      googleTokenUrl: c.GOOGLE_TOKEN_URL,
      googleJwksUrl: c.GOOGLE_JWKS_URL,
      googleIssuers: c.GOOGLE_ISSUER.split(",")
        .map((v) => v.trim())
        .filter(Boolean),
      facebookGraphUrl: c.FACEBOOK_GRAPH_URL.replace(/\/+$/, ""),
    },
    analyticsId: c.ANALYTICS_ID,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: c.STRIPE_SECRET_KEY,
            publishableKey: c.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            apiUrl: c.STRIPE_API_URL,
          }
        : undefined,
    webBuildDir: c.WEB_BUILD_DIR,
    sitemapPageSize: c.SITEMAP_PAGE_SIZE,
    featuredPeriodMs: c.FEATURED_PERIOD_DAYS * 24 * 60 * 60 * 1000,
    keptReadsMs: c.KEPT_READS_SECONDS * 1000,
  };
}

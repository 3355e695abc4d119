import { createHash, randomInt, randomUUID } from "node:crypto";
import { CAPTCHA_IMAGE_SIZE } from "@atelier/common";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import svgCaptcha from "svg-captcha";
import type { Executor } from "../../db/connect.ts";
import { captchas } from "../../db/schema/index.ts";

export const CAPTCHA_LIFETIME_MS = 2 * 60_000;
const LENGTH = 5;
/** Without look-alikes (0/O/o, 1/l/I/i); answers are compared without case. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
/** Expired captchas are kept a while longer, then removed as new ones are made. */
const KEEP_EXPIRED_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The package's main export renders a given text, but its type declarations leave that export out.
type RenderOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
const renderCaptcha = svgCaptcha as unknown as (text: string, options: RenderOptions) => string;

/**
 * Dark grey glyphs (#000 to #444, at least 9.7:1 against the white card the form shows them on)
 * and two thin lines across them, where colourful glyphs fell to 3:1 and three lines hid strokes.
 * The drawing is a vector, so it stays sharp at any zoom.
 */
const DRAWING: RenderOptions = { size: LENGTH, noise: 2, color: false, ...CAPTCHA_IMAGE_SIZE, fontSize: 64 };

/** The font draws hollow letters; a stroke of their own colour thickens their thin outlines. */
const thickenGlyphs = (svg: string) =>
  svg.replace(/<path fill="(#[0-9a-f]{3,6})"/gi, '<path fill="$1" stroke="$1" stroke-width="1.6"');

export interface CaptchaOptions {
  /** Outside production, every answer is this text (CAPTCHA_FIXED_TEXT), so tests can solve captchas. */
  fixedText?: string;
}

export interface NewCaptcha {
  id: string;
  svg: string;
  expiresAt: Date;
}

const hashAnswer = (id: string, answer: string) =>
  createHash("sha256").update(`${id}:${answer.trim().toLowerCase()}`).digest("hex");

/** The answer is drawn with the system's CSPRNG; the drawing library's own randomness is only for noise. */
function randomText(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A new single-use captcha for `purpose` (`signup`, `contact`, …), valid for two minutes. */
export async function createCaptcha(db: Executor, purpose: string, opts: CaptchaOptions = {}): Promise<NewCaptcha> {
  const id = randomUUID();
  const text = opts.fixedText ?? randomText();
  const svg = thickenGlyphs(renderCaptcha(text, DRAWING));
  await db
    .delete(captchas)
    .where(lt(captchas.expiresAt, sql`now() - make_interval(secs => ${KEEP_EXPIRED_MS / 1000})`));
  const [row] = await db
    .insert(captchas)
    .values({
      id,
      purpose,
      svg,
      answerHash: hashAnswer(id, text),
      expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_LIFETIME_MS / 1000})`,
    })
    .returning({ expiresAt: captchas.expiresAt });
  return { id, svg, expiresAt: row.expiresAt };
}

/**
 * True exactly once: for the right answer to an unexpired, unused captcha of this purpose. Any
 * attempt uses the captcha up, a wrong answer too, so answers cannot be guessed one by one.
 * Only strings are answers; anything else (arrays, objects, null) is simply wrong.
 */
export async function verifyCaptcha(db: Executor, id: unknown, answer: unknown, purpose: string): Promise<boolean> {
  if (typeof id !== "string" || !UUID.test(id)) return false;
  const [used] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.purpose, purpose),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, sql`now()`),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  if (!used || typeof answer !== "string" || answer.length > 64) return false;
  return used.answerHash === hashAnswer(id, answer);
}

/** The image of a captcha that can still be answered, or null. */
export async function findCaptchaImage(db: Executor, id: string): Promise<string | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ svg: captchas.svg })
    .from(captchas)
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)));
  return row?.svg ?? null;
}

export const captchaImagePath = (id: string) => `/api/captchas/${id}`;

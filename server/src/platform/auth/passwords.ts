import { randomBytes } from "node:crypto";
import { PASSWORD_MAX_LENGTH } from "@atelier/common";
import { hash, type Options, verify } from "@node-rs/argon2";
import { errors } from "../../jsonapi/errors.ts";

/** OWASP's first argon2id profile (19 MiB, two passes, one lane); argon2id is the library's default algorithm. */
const ARGON2: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function refuseOverlong(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw errors.invalid("password", `Use at most ${PASSWORD_MAX_LENGTH} characters.`, "too_long");
  }
}

export async function hashPassword(password: string): Promise<string> {
  refuseOverlong(password);
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, or an account that only
 * signs in through a provider) a throwaway hash is verified instead, so the answer takes as long
 * either way and response times do not reveal which e-mail addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  refuseOverlong(password);
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString("base64url"), ARGON2);
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

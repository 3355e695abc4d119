import { SOCIAL_LIMITS } from "@atelier/common/social-limits";

/** The note a request carries, trimmed as the server stores it; none when nothing but spaces was typed. */
export function noteToSend(typed: string): string | undefined {
  const note = typed.trim();
  return note === "" ? undefined : note;
}

/** The dialog's counter: the characters typed, and whether they come close to the limit (a tenth left). */
export function noteCount(typed: string): { used: number; max: number; near: boolean } {
  const max = SOCIAL_LIMITS.connectionNote;
  return { used: typed.length, max, near: typed.length >= max * 0.9 };
}

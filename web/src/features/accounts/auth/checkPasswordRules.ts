import { PASSWORD_CHARACTER_RULES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@atelier/common/rules";

export type PasswordRuleKey = "length" | "lowercase" | "uppercase" | "digit";

export interface PasswordRule {
  key: PasswordRuleKey;
  test: (password: string) => boolean;
}

/** Characters as the shared schema counts them: code points, so an emoji is one. */
export const characterCount = (text: string): number => [...text].length;

/**
 * The four rules of the shared password schema, one by one, so the form can tick each as the user
 * types. The length counts as the schema does (the unit test holds them together).
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: "length", test: (p) => characterCount(p) >= PASSWORD_MIN_LENGTH },
  ...PASSWORD_CHARACTER_RULES.map((rule) => ({ key: rule.key, test: (p: string) => rule.pattern.test(p) })),
];

export interface PasswordRuleResult {
  key: PasswordRuleKey;
  met: boolean;
}

export function checkPasswordRules(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ key: rule.key, met: rule.test(password) }));
}

/** Whether a new password passes every rule and the length cap the server enforces before hashing. */
export function isStrongPassword(password: string): boolean {
  return !isTooLong(password) && PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Longer than the server takes; a huge paste is judged by its UTF-16 length before it is counted. */
export function isTooLong(password: string): boolean {
  return (
    password.length > PASSWORD_MAX_LENGTH &&
    (password.length > 2 * PASSWORD_MAX_LENGTH || characterCount(password) > PASSWORD_MAX_LENGTH)
  );
}

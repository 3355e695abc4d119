/** Converts between the wire's snake_case and the code's camelCase, one level or deep. */
export function toSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function toCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function mapKeys(value: unknown, fn: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, fn));
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [k, v] of Object.entries(value)) out[fn(k)] = mapKeys(v, fn);
  return out;
}

export const snakeKeys = <T = unknown>(value: unknown): T => mapKeys(value, toSnake) as T;
export const camelKeys = <T = unknown>(value: unknown): T => mapKeys(value, toCamel) as T;

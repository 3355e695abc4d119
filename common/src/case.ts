/** Converts between the wire's snake_case and the code's camelCase, one level or deep. */

/**
 * Every reply renames the same few hundred attribute names, so each conversion is kept; bodies can
 * bring any names, so the memory stops growing at a bound instead of holding whatever a client sends.
 */
function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < 4096) known.set(key, converted);
    }
    return converted;
  };
}

export const toSnake = remembered((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

export const toCamel = remembered((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

type Plain = Record<string, unknown>;

function isPlain(v: unknown): v is Plain {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Every document in and out goes through here: `for in` walks a plain object without an array of its entries. */
function mapKeys(value: unknown, fn: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, fn));
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const k in value) out[fn(k)] = mapKeys(value[k], fn);
  return out;
}

export const snakeKeys = <T = unknown>(value: unknown): T => mapKeys(value, toSnake) as T;
export const camelKeys = <T = unknown>(value: unknown): T => mapKeys(value, toCamel) as T;

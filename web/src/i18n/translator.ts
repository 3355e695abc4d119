/** A language's messages as the JSON files nest them. */
export type Messages = { [key: string]: string | Messages };

/** A language's messages by full key ("layout.nav.jobs"). */
export interface MessageTable {
  get(key: string): string | undefined;
}

/**
 * A language's messages looked up by full key, each walked down the nested messages when first
 * asked for: a page asks for a few hundred of some thousands, and flattening them all up front cost
 * every first load tens of milliseconds of script.
 */
export function messageTable(messages: Messages): MessageTable {
  const found = new Map<string, string | undefined>();
  return {
    get(key) {
      if (found.has(key)) return found.get(key);
      let node: string | Messages | undefined = messages;
      for (const part of key.split(".")) {
        node = typeof node === "object" && Object.hasOwn(node, part) ? node[part] : undefined;
      }
      const text = typeof node === "string" ? node : undefined;
      found.set(key, text);
      return text;
    },
  };
}

/** Every message by its full key, for checks over a whole language. */
export function flattenMessages(
  messages: Messages,
  prefix = "",
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flattenMessages(value, `${prefix}${key}.`, into);
  }
  return into;
}

type Values = Record<string, unknown>;

// {{name}}, and {{- name}}, i18next's unescaped form: nothing is escaped here, React does that.
const PLACEHOLDER = /\{\{-?\s*([^{}\s]+)\s*\}\}/g;

/** Fills {{name}} placeholders; one without a value stays as it is, so the gap shows. */
export function interpolate(text: string, values: Values | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return value === null ? "" : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

type TOptions = Values & { count?: unknown; defaultValue?: unknown };

export type TranslateFunction = (key: string | string[], options?: TOptions | string) => string;

type Listener = (...args: unknown[]) => void;

/** What a translator and the copies react-i18next makes of it share, so a change reaches them all. */
interface TranslatorState {
  language: string;
  tables: ReadonlyMap<string, MessageTable>;
  listeners: Map<string, Set<Listener>>;
  fixed: Map<string, TranslateFunction>;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  supportedLanguages: readonly string[];
  /** The messages by language, read at every lookup: languages loaded later are found too. */
  tables: ReadonlyMap<string, MessageTable>;
  /** Told of a key no language has, with the language asked for. */
  onMissingKey?: (key: string, language: string) => void;
}

/**
 * The part of an i18next instance that this app and react-i18next (useTranslation, Trans,
 * I18nextProvider) use: nested JSON messages, {{name}} placeholders, `_one`/`_other` plurals by
 * Intl.PluralRules, one fallback language, a missing-key hook and the languageChanged event. It
 * replaces i18next's some 14 KB gzip in every first page; the messages never use i18next's other
 * features (nesting, formatters, contexts), and the i18n tests hold them to that.
 */
export class Translator {
  readonly state: TranslatorState;
  readonly fallbackLanguage: string;
  readonly onMissingKey?: (key: string, language: string) => void;
  /** What react-i18next reads of an instance's configuration. */
  readonly options: Record<string, unknown>;
  /** Trans fills the placeholders of the parts it splits a message into through this. */
  readonly services = { interpolator: { interpolate: (text: string, values?: Values) => interpolate(text, values) } };
  readonly isInitialized = true;

  constructor(options: TranslatorOptions) {
    this.state = {
      language: options.language,
      tables: options.tables,
      listeners: new Map(),
      fixed: new Map(),
    };
    this.fallbackLanguage = options.fallbackLanguage;
    this.onMissingKey = options.onMissingKey;
    this.options = {
      lng: options.language,
      fallbackLng: options.fallbackLanguage,
      supportedLngs: [...options.supportedLanguages],
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    };
    this.t = this.t.bind(this);
  }

  get language(): string {
    return this.state.language;
  }

  get resolvedLanguage(): string {
    return this.state.language;
  }

  get languages(): string[] {
    return [...new Set([this.state.language, this.fallbackLanguage])];
  }

  /** The message of the first key found, in the language, else in the fallback; plural by `count`. */
  private lookup(keys: readonly string[], language: string, count: unknown, withFallback = true): string | undefined {
    const languages = withFallback ? [...new Set([language, this.fallbackLanguage])] : [language];
    for (const key of keys) {
      for (const lng of languages) {
        const table = this.state.tables.get(lng);
        if (!table) continue;
        const text =
          (typeof count === "number" ? table.get(`${key}_${pluralCategory(lng, count)}`) : undefined) ?? table.get(key);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  private translate(language: string, key: string | string[], options?: TOptions | string): string {
    const keys = Array.isArray(key) ? key : [key];
    const values: TOptions | undefined = typeof options === "string" ? { defaultValue: options } : options;
    const found = this.lookup(keys, language, values?.count);
    if (found !== undefined) return interpolate(found, values);
    const first = keys[0] ?? "";
    this.onMissingKey?.(first, language);
    return typeof values?.defaultValue === "string" ? interpolate(values.defaultValue, values) : first;
  }

  t(key: string | string[], options?: TOptions | string): string {
    return this.translate(this.state.language, key, options);
  }

  /** A translate function fixed to a language (the current one when none is named). */
  getFixedT(language?: string | null, _namespace?: unknown, keyPrefix?: string): TranslateFunction {
    const lng = language ?? this.state.language;
    const scope = `${lng}|${keyPrefix ?? ""}`;
    let fixed = this.state.fixed.get(scope);
    if (!fixed) {
      const prefixed = (key: string) => (keyPrefix ? `${keyPrefix}.${key}` : key);
      fixed = (key, options) => this.translate(lng, Array.isArray(key) ? key.map(prefixed) : prefixed(key), options);
      this.state.fixed.set(scope, fixed);
    }
    return fixed;
  }

  exists(key: string, options: { lng?: string; fallbackLng?: unknown } = {}): boolean {
    return (
      this.lookup([key], options.lng ?? this.state.language, undefined, options.fallbackLng !== false) !== undefined
    );
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  async changeLanguage(language: string): Promise<TranslateFunction> {
    if (language !== this.state.language) {
      this.state.language = language;
      this.emit("languageChanged", language);
    }
    return this.t;
  }

  /** Subscribes to events, several at once when named with spaces between them (as i18next does). */
  on(events: string, listener: Listener): void {
    for (const event of events.split(" ")) {
      const listeners = this.state.listeners.get(event) ?? new Set();
      listeners.add(listener);
      this.state.listeners.set(event, listeners);
    }
  }

  off(event: string, listener?: Listener): void {
    if (listener) this.state.listeners.get(event)?.delete(listener);
    else this.state.listeners.delete(event);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.state.listeners.get(event) ?? [])]) listener(...args);
  }
}

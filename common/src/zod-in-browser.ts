/** Where zod keeps its settings: on globalThis, shared by every copy of zod on a page. */
type ZodSettingsHolder = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * For pages whose content security policy allows no eval: zod compiles its object parsers with
 * `new Function` where it may, and finding out whether it may is an eval that the page's policy
 * refuses and the browser reports as an issue. `jitless` skips both; it must be set before the first
 * object schema is built. Set where zod reads it, the page's first script needs no part of zod to
 * say it (`z.config` would bring zod in with it); set after zod loaded, it is what `z.config` does.
 */
export function parseWithoutEval(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

/**
 * The one export of i18next that react-i18next's Trans imports: the key a selector function
 * (`($) => $.auth.signup.agreed`) names. The client build resolves `i18next` to this module (see
 * vite.config.ts), since the app translates with its own Translator and needs nothing else of it.
 */
export function keyFromSelector(selector: (path: unknown) => unknown): string {
  const path: string[] = [];
  const recorder: unknown = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name === "string") path.push(name);
        return recorder;
      },
    },
  );
  selector(recorder);
  return path.join(".");
}

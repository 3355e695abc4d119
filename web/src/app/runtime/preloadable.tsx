import { type ComponentType, lazy } from "react";

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code (once); resolves when it can render without suspending. */
  preload(): Promise<void>;
  isLoaded(): boolean;
}

/**
 * A lazy component whose code can be asked for before it first renders. Until then it suspends as
 * `lazy` does (the server draws it, hydration waits for it); once loaded it renders at once. A part
 * that appears after the page has hydrated can so wait for its code without showing a Suspense
 * fallback: React holds back the reveal of every other part for 300 ms after a fallback shows.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const code = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => code().then((component) => ({ default: component })));
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Part, {
    preload: () => code().then(() => undefined),
    isLoaded: () => loaded !== null,
  });
}

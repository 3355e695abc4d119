import { Component, lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useRuntime } from "../runtime/runtime-context.tsx";

// Most pages never show an alert: the notification system loads with the first one. While a
// failed chunk reloads the page, the module comes back empty and nothing is shown.
const AlertsNotifications = lazy(() =>
  import("./alerts-notifications.tsx").then((m) => ({ default: m?.AlertsNotifications ?? (() => null) })),
);

/** A notification system that cannot load must not take the page down with it. */
class Contained extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("Alerts cannot be shown:", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AlertsOutlet() {
  const { alerts } = useRuntime();
  const showing = useSyncExternalStore(
    alerts.subscribe,
    () => alerts.list().length > 0,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (showing) setNeeded(true);
  }, [showing]);
  return needed ? (
    <Contained>
      <Suspense fallback={null}>
        <AlertsNotifications />
      </Suspense>
    </Contained>
  ) : null;
}

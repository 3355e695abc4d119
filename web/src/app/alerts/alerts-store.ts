export const ALERT_TYPES = ["success", "info", "warning", "error"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The short preset of spec 000 section 9 ("default alert duration"). */
export const DEFAULT_ALERT_DURATION = 5_000;

/** An alert of spec 000 section 3; `text` and `buttonText` are translation keys. */
export interface Alert {
  id: string;
  type: AlertType;
  text: string;
  /** Interpolation values for `text`. */
  values?: Record<string, string | number>;
  buttonText?: string;
  buttonAction?: () => void;
  /** Milliseconds until the alert disappears. */
  duration: number;
}

export type AlertInput = Omit<Alert, "id" | "duration"> & { id?: string; duration?: number };

type Schedule = (run: () => void, ms: number) => () => void;

const defaultSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** The alert list of spec 000 section 4: timed, deduplicated by text and type, closable by type. */
export class AlertsStore {
  private alerts: Alert[] = [];
  private timers = new Map<string, () => void>();
  private listeners = new Set<() => void>();
  private counter = 0;

  constructor(private readonly schedule: Schedule = defaultSchedule) {}

  list = (): readonly Alert[] => this.alerts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows an alert, unless one with the same text and type is already showing; returns the one shown. */
  add(input: AlertInput): Alert {
    const same = this.alerts.find((a) => a.text === input.text && a.type === input.type);
    if (same) return same;
    this.counter += 1;
    const alert: Alert = {
      ...input,
      id: input.id ?? `alert-${this.counter}`,
      duration: input.duration ?? DEFAULT_ALERT_DURATION,
    };
    this.alerts = [...this.alerts, alert];
    this.timers.set(
      alert.id,
      this.schedule(() => this.remove(alert.id), alert.duration),
    );
    this.changed();
    return alert;
  }

  remove(id: string): void {
    if (!this.alerts.some((a) => a.id === id)) return;
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.alerts = this.alerts.filter((a) => a.id !== id);
    this.changed();
  }

  closeByType(type: AlertType): void {
    for (const alert of this.alerts.filter((a) => a.type === type)) this.remove(alert.id);
  }

  /** Login and logout start with no alerts. */
  reset(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    if (this.alerts.length === 0) return;
    this.alerts = [];
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertsStore, DEFAULT_ALERT_DURATION } from "./alerts-store.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("AlertsStore", () => {
  it("removes an alert after its duration, the default preset unless given", () => {
    const alerts = new AlertsStore();
    const short = alerts.add({ type: "info", text: "alerts.a", duration: 1000 });
    const preset = alerts.add({ type: "info", text: "alerts.b" });
    expect(preset.duration).toBe(DEFAULT_ALERT_DURATION);
    vi.advanceTimersByTime(1000);
    expect(alerts.list().map((a) => a.id)).toEqual([preset.id]);
    vi.advanceTimersByTime(DEFAULT_ALERT_DURATION - 1000);
    expect(alerts.list()).toEqual([]);
    expect(short.id).not.toBe(preset.id);
  });

  it("shows alerts with equal text and type once", () => {
    const alerts = new AlertsStore();
    const first = alerts.add({ type: "error", text: "alerts.connectionError" });
    const again = alerts.add({ type: "error", text: "alerts.connectionError" });
    alerts.add({ type: "warning", text: "alerts.connectionError" });
    expect(again).toBe(first);
    expect(alerts.list()).toHaveLength(2);
  });

  it("closes every alert of a type at once", () => {
    const alerts = new AlertsStore();
    alerts.add({ type: "error", text: "alerts.a" });
    alerts.add({ type: "error", text: "alerts.b" });
    const kept = alerts.add({ type: "success", text: "alerts.c" });
    alerts.closeByType("error");
    expect(alerts.list()).toEqual([kept]);
  });

  it("empties the list on reset and cancels the pending removals", () => {
    const alerts = new AlertsStore();
    alerts.add({ type: "info", text: "alerts.a", duration: 100 });
    alerts.reset();
    expect(alerts.list()).toEqual([]);
    const later = alerts.add({ type: "info", text: "alerts.a", duration: 1000 });
    vi.advanceTimersByTime(100);
    expect(alerts.list()).toEqual([later]);
  });

  it("tells subscribers about changes, and keeps its button", () => {
    const alerts = new AlertsStore();
    const seen: number[] = [];
    alerts.subscribe(() => seen.push(alerts.list().length));
    const action = vi.fn();
    const alert = alerts.add({ type: "info", text: "alerts.a", buttonText: "alerts.reload", buttonAction: action });
    alerts.remove(alert.id);
    alerts.remove(alert.id);
    expect(seen).toEqual([1, 0]);
    alert.buttonAction?.();
    expect(action).toHaveBeenCalledOnce();
  });
});

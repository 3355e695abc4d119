import { readdirSync, readFileSync } from "node:fs";

/**
 * The processor time of the whole machine and of the processes of a few programs, read from /proc
 * (Linux only: null elsewhere). Everything a run measures shares the machine's processors, so how busy
 * the machine was, and who kept it busy, tells what a latency figure is made of.
 */
export interface MachineReading {
  /** Clock ticks the machine's processors spent busy, and in all. */
  busy: number;
  total: number;
  /**
   * Of the busy ticks, those a virtual machine's host spent running others while this machine
   * wanted its processors ("steal"): the same run on a busier host counts more of them.
   */
  steal: number;
  /** Clock ticks used so far by the live processes of each program named. */
  byProgram: Map<string, number>;
}

/** Clock ticks per second: 100 on every Linux the bench runs on (sysconf(_SC_CLK_TCK)). */
export const TICKS_PER_SECOND = 100;

function processTicks(programs: readonly string[]): Map<string, number> {
  const ticks = new Map(programs.map((name) => [name, 0]));
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    if (!ticks.has(name)) continue;
    // After the name: state, ppid, ... utime is the 12th field, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks.set(name, (ticks.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

export function readMachine(programs: readonly string[]): MachineReading | null {
  let stat: string;
  try {
    stat = readFileSync("/proc/stat", "utf8");
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal ...
  const all = stat.split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = all.reduce((sum, n) => sum + n, 0);
  return { busy: total - all[3] - all[4], total, steal: all[7], byProgram: processTicks(programs) };
}

/**
 * What happened between two readings: the machine's busy share and the part of it its host took
 * away, and each program's processor time in ms.
 */
export function machineBetween(before: MachineReading | null, after: MachineReading | null) {
  if (!before || !after) return null;
  const programMs: Record<string, number> = {};
  for (const [name, ticks] of after.byProgram) {
    // A process that ended between the readings takes its ticks with it; none of the measured ones does.
    programMs[name] = (Math.max(0, ticks - (before.byProgram.get(name) ?? 0)) * 1000) / TICKS_PER_SECOND;
  }
  const total = after.total - before.total;
  return {
    busyShare: (after.busy - before.busy) / total,
    stealShare: (after.steal - before.steal) / total,
    programMs,
  };
}

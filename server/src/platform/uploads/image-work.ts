import { availableParallelism } from "node:os";
import sharp from "sharp";
import { ApiError } from "../../jsonapi/errors.ts";

export interface ImageWorkLimits {
  /** Images decoded at once: one per core, each on one libvips thread. */
  workers: number;
  /** Uploads one user may have admitted (read, waiting or being processed) at a time. */
  perUser: number;
  /** Uploads admitted at once, from everyone: beyond this the server is full. */
  admitted: number;
  /** What a refused client is told to wait, in seconds. */
  retryAfterSeconds: number;
}

const CORES = availableParallelism();

export const IMAGE_WORK_LIMITS: ImageWorkLimits = {
  workers: CORES,
  perUser: 2,
  admitted: CORES * 4,
  retryAfterSeconds: 10,
};

/** A place an upload holds from before its body is read until its images are stored. */
export interface Admission {
  leave(): void;
}

const busy = (detail: string, retryAfterSeconds: number) =>
  new ApiError(503, [{ code: "unavailable", title: "Service unavailable", detail }], {
    "retry-after": String(retryAfterSeconds),
  });

/**
 * Decoding and encoding images is the heaviest work the server does: a 40-megapixel upload holds
 * a core for seconds and hundreds of megabytes. Uploads are admitted before their body is read,
 * a few per user and a bounded number in all (503 with Retry-After beyond), and the decoding
 * itself runs at most one image per core, so everything else keeps answering while images wait.
 */
export class ImageWork {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly perUser = new Map<number, number>();
  private admittedCount = 0;

  constructor(readonly limits: ImageWorkLimits) {}

  /** Takes a place for one upload of `userId`, or refuses it with a 503 while its body is still unread. */
  admit(userId: number): Admission {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw busy(
        `Your previous ${mine === 1 ? "upload is" : "uploads are"} still being processed. Please try again in a moment.`,
        this.limits.retryAfterSeconds,
      );
    }
    if (this.admittedCount >= this.limits.admitted) {
      throw busy(
        "Many images are being processed right now. Please try again in a moment.",
        this.limits.retryAfterSeconds,
      );
    }
    this.perUser.set(userId, mine + 1);
    this.admittedCount++;
    let left = false;
    return {
      leave: () => {
        if (left) return;
        left = true;
        this.admittedCount--;
        const now = (this.perUser.get(userId) ?? 1) - 1;
        if (now === 0) this.perUser.delete(userId);
        else this.perUser.set(userId, now);
      },
    };
  }

  /** Runs `work` once a worker is free; the order of arrival is kept. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.workers) {
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The place passes straight to the next in line, so `running` never exceeds the workers.
      if (next) next();
      else this.running--;
    }
  }

  /** What is going on, for tests and health checks. */
  stats(): { running: number; waiting: number; admitted: number } {
    return { running: this.running, waiting: this.queue.length, admitted: this.admittedCount };
  }
}

// Each image on one thread: parallelism comes from the workers, never more threads than cores.
sharp.concurrency(1);

/** The process's one bound on image work: sharp's threads are shared by the whole process. */
export const imageWork = new ImageWork(IMAGE_WORK_LIMITS);

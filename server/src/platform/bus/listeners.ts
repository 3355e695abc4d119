/** Something that happened to a user, fanned out to that user's live connections. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * An event as listeners get it: its type, and its JSON text, which goes to a socket as it came, so
 * an event fanned out to many sockets, or across instances, is written as JSON once.
 */
export interface LiveFrame {
  type: string;
  text: string;
}

export const frameOf = (event: LiveEvent): LiveFrame => ({ type: event.type, text: JSON.stringify(event) });

/** The event a frame carries, for the listener that has to read it. */
export const eventOf = (frame: LiveFrame): LiveEvent => JSON.parse(frame.text) as LiveEvent;

export type LiveListener = (frame: LiveFrame) => void;

interface Subscription {
  listener: LiveListener;
}

/**
 * The listeners of each user on this instance. Each subscribe call is its own subscription, so the
 * same function subscribed twice is called twice and unsubscribed one call at a time.
 */
export class UserListeners {
  private readonly byUser = new Map<number, Set<Subscription>>();

  constructor(
    private readonly onError: (err: unknown) => void,
    /** Called when a user gains a first listener, and when the last one goes. */
    private readonly onFirst: (userId: number) => void = () => {},
    private readonly onLast: (userId: number) => void = () => {},
  ) {}

  add(userId: number, listener: LiveListener): () => void {
    const subscription: Subscription = { listener };
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
      this.onFirst(userId);
    }
    set.add(subscription);
    return () => {
      const current = this.byUser.get(userId);
      if (!current?.delete(subscription) || current.size > 0) return;
      this.byUser.delete(userId);
      this.onLast(userId);
    };
  }

  /** Calls every listener of the user; one failing listener does not keep the event from the others. */
  deliver(userId: number, frame: LiveFrame): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const { listener } of [...set]) {
      try {
        listener(frame);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  clear(): void {
    this.byUser.clear();
  }
}

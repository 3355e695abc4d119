/** Something that happened to a user, fanned out to that user's live connections. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

interface Subscription {
  listener: (event: LiveEvent) => void;
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

  add(userId: number, listener: (event: LiveEvent) => void): () => void {
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
  deliver(userId: number, event: LiveEvent): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const { listener } of [...set]) {
      try {
        listener(event);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  clear(): void {
    this.byUser.clear();
  }
}

/**
 * Counts repeats of toasts that are still open (spec point 2: a counter for duplicates). Showing
 * the same toast again bumps its count instead of stacking a copy; closing it forgets the key.
 * A tiny external store, so the open toast re-renders its badge through useSyncExternalStore.
 */
export class DuplicateCounter {
  private readonly counts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  /** Registers a toast: true when it is new and must be shown, false when an open one was counted. */
  open(key: string): boolean {
    const count = this.counts.get(key);
    this.counts.set(key, (count ?? 0) + 1);
    if (count !== undefined) this.emit();
    return count === undefined;
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  close(key: string): void {
    if (this.counts.delete(key)) this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** Same level, title and message (as text or as markup) make the same toast. */
export const toastKey = (level: string, title: string, message: string, html = false) => JSON.stringify([level, title, message, html]);

/**
 * Runs tasks one at a time per key, in the order they were queued; tasks under different keys
 * run independently. The store keys by game id, so two commands for one game never interleave
 * between reading its head state and appending to its log.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    // A failed task must not block the ones queued after it.
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget idle keys so the map does not grow with every game ever touched.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    await Promise.all(this.tails.values());
  }
}

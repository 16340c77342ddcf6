/**
 * §9 "Results cached by query key … oldest evicted first": a bounded map per process. Keys carry
 * the website's stock version, so a saved car makes every older entry unreachable at once.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, T>()

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key)
  }

  set(key: string, value: T): void {
    if (this.capacity <= 0) return
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }
}

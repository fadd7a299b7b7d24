/**
 * Runs at most `size` pieces of work at a time on this server, the rest in the order they asked: a
 * mail burst's SMTP sessions (lib/mail/queue.ts), the local lab's Lighthouse runs one by one
 * (lib/review/lab/local.ts). A piece that throws frees its slot like one that succeeds.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

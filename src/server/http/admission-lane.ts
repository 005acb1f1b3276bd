// One lane of admission (admission.ts): at most `total` requests worked on at once, at most
// `perAddress` of them from one visitor (an address, an IPv6 /64), and the rest waiting a short,
// bounded time for a slot. Waiting visitors are served in turn across addresses, not in arrival
// order over all: one address that sent fifty posts waits behind its own, while the next visitor
// is served at the first free slot. Pure bookkeeping (no HTTP), so the rules are unit tested.

export interface LaneLimits {
  /** Requests worked on at once, from every address. */
  total: number;
  /** Requests worked on at once from one address. */
  perAddress: number;
  /** How long a request over a bound may wait for a slot; 0 refuses it at once. */
  waitMs: number;
  /** Requests one address may have waiting; past it, refused at once (memory stays bounded). */
  queuePerAddress: number;
}

/** A slot held; `release` frees it (once, whatever calls it again). */
export interface Slot {
  release: () => void;
}

interface Waiter {
  address: string;
  grant: (slot: Slot | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface Lane {
  /**
   * A slot for a request from `address`: at once when both bounds allow, else after a wait of
   * at most `waitMs`; undefined when none came in time (or the request left, `abandoned`).
   */
  enter: (address: string, abandoned?: AbortSignal) => Promise<Slot | undefined>;
  /** Requests worked on and waiting, in total and for one address (for tests and logs). */
  stats: (address?: string) => { active: number; waiting: number };
}

export function createLane(limits: LaneLimits): Lane {
  let active = 0;
  const activeBy = new Map<string, number>();
  // Waiting requests per address; the Map's order is the turn: an address served goes last.
  const queues = new Map<string, Waiter[]>();

  const fits = (address: string) => active < limits.total && (activeBy.get(address) ?? 0) < limits.perAddress;

  function take(address: string): Slot {
    active++;
    activeBy.set(address, (activeBy.get(address) ?? 0) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        active--;
        const left = (activeBy.get(address) ?? 1) - 1;
        if (left === 0) activeBy.delete(address);
        else activeBy.set(address, left);
        dispatch();
      },
    };
  }

  /** Gives free slots to waiting requests, one address after another. */
  function dispatch(): void {
    while (active < limits.total) {
      let served = false;
      for (const [address, queue] of queues) {
        if (!fits(address)) continue;
        const waiter = queue.shift();
        queues.delete(address);
        // Back of the turn, if it still has requests waiting.
        if (queue.length > 0) queues.set(address, queue);
        if (!waiter) continue;
        clearTimeout(waiter.timer);
        waiter.grant(take(address));
        served = true;
        break;
      }
      if (!served) return;
    }
  }

  function forget(waiter: Waiter): void {
    const queue = queues.get(waiter.address);
    if (!queue) return;
    const index = queue.indexOf(waiter);
    if (index !== -1) queue.splice(index, 1);
    if (queue.length === 0) queues.delete(waiter.address);
  }

  return {
    enter(address, abandoned) {
      if (fits(address)) return Promise.resolve(take(address));
      const queue = queues.get(address) ?? [];
      if (limits.waitMs <= 0 || queue.length >= limits.queuePerAddress || abandoned?.aborted) {
        return Promise.resolve(undefined);
      }
      return new Promise((resolve) => {
        const waiter: Waiter = {
          address,
          grant: (slot) => {
            abandoned?.removeEventListener("abort", leave);
            resolve(slot);
          },
          timer: setTimeout(() => {
            forget(waiter);
            waiter.grant(undefined);
          }, limits.waitMs),
        };
        function leave() {
          clearTimeout(waiter.timer);
          forget(waiter);
          waiter.grant(undefined);
        }
        abandoned?.addEventListener("abort", leave, { once: true });
        queue.push(waiter);
        queues.set(address, queue);
      });
    },
    stats(address) {
      if (address === undefined) {
        let waiting = 0;
        for (const queue of queues.values()) waiting += queue.length;
        return { active, waiting };
      }
      return { active: activeBy.get(address) ?? 0, waiting: queues.get(address)?.length ?? 0 };
    },
  };
}

/**
 * The load balancer in front of the instances, as docs/deployment.md tells one to behave: /readyz
 * polled every 2 s with a 3 s timeout, an instance out of rotation after 2 failures and back after
 * 2 successes, every instance used when none is in rotation ("fail open"), and a request whose
 * connection is refused (nothing sent) passed to the next instance, as nginx's proxy_next_upstream
 * does. In the benchmark's process: each gallery's request goes straight to the chosen instance.
 */

interface Upstream {
  url: string;
  inRotation: boolean;
  failures: number;
  successes: number;
}

export interface Balancer {
  /** The instance's address from now on (a restarted one answers on a new port). */
  set(index: number, url: string): void;
  /** Sends to an instance in rotation, the next one when a connection is refused; which one answered, too. */
  fetch(path: string, init: RequestInit): Promise<{ response: Response; instance: number }>;
  /** How often each instance was taken out of rotation, for the report. */
  readonly removals: number[];
  close(): void;
}

const POLL_MS = 2_000;
const POLL_TIMEOUT_MS = 3_000;

/** A connection refused or reset before a byte was answered: nothing reached the instance's handler. */
const refused = (error: unknown) => {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "ECONNREFUSED";
};

export function startBalancer(urls: string[]): Balancer {
  const upstreams: Upstream[] = urls.map((url) => ({ url, inRotation: true, failures: 0, successes: 0 }));
  const removals = urls.map(() => 0);
  let next = 0;
  const poll = async (upstream: Upstream, index: number) => {
    const ok = await fetch(`${upstream.url}/readyz`, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === 200;
      },
      () => false,
    );
    if (ok) {
      upstream.failures = 0;
      if (!upstream.inRotation && ++upstream.successes >= 2) upstream.inRotation = true;
    } else {
      upstream.successes = 0;
      if (upstream.inRotation && ++upstream.failures >= 2) {
        upstream.inRotation = false;
        removals[index] = (removals[index] ?? 0) + 1;
      }
    }
  };
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void Promise.all(upstreams.map(poll)).finally(() => {
      polling = false;
    });
  }, POLL_MS);

  return {
    removals,
    set(index, url) {
      const upstream = upstreams[index];
      // A new process: the balancer sees it as a new upstream, to be proven ready.
      if (upstream) Object.assign(upstream, { url, inRotation: false, failures: 0, successes: 0 });
    },
    async fetch(path, init) {
      const ready = upstreams.map((u, i) => ({ u, i })).filter(({ u }) => u.inRotation);
      const candidates = ready.length > 0 ? ready : upstreams.map((u, i) => ({ u, i }));
      const first = next++ % candidates.length;
      let lastError: unknown;
      for (let k = 0; k < candidates.length; k++) {
        const { u, i } = candidates[(first + k) % candidates.length] as { u: Upstream; i: number };
        try {
          return { response: await fetch(`${u.url}${path}`, init), instance: i };
        } catch (error) {
          lastError = error;
          if (!refused(error)) throw error;
        }
      }
      throw lastError;
    },
    close() {
      clearInterval(timer);
    },
  };
}

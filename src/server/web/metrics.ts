/**
 * Counters and gauges for the operator's monitoring, read by GET /metrics in Prometheus's text
 * format. One set per application, so test servers in one process never add to each other's.
 */

export interface Counter {
  inc(by?: number): void;
}

interface Entry {
  help: string;
  type: "counter" | "gauge";
  value: () => number;
}

/** Names as Prometheus requires them; a wrong one would make the whole page unreadable to the scraper. */
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

export class Metrics {
  readonly #entries = new Map<string, Entry>();
  readonly #readers: (() => Promise<void>)[] = [];

  counter(name: string, help: string): Counter {
    let value = 0;
    this.#add(name, { help, type: "counter", value: () => value });
    return {
      inc(by = 1) {
        value += by;
      },
    };
  }

  /** A value read when the page is asked for. */
  gauge(name: string, help: string, value: () => number): void {
    this.#add(name, { help, type: "gauge", value });
  }

  /** Runs before each page: for gauges read from elsewhere (the database), kept in memory in between. */
  beforeRender(read: () => Promise<void>): void {
    this.#readers.push(read);
  }

  /** Every reader once; one that fails leaves its gauges at their last values. */
  async refresh(): Promise<void> {
    await Promise.allSettled(this.#readers.map((read) => read()));
  }

  /** The text exposition format, version 0.0.4. */
  render(): string {
    let text = "";
    for (const [name, { help, type, value }] of this.#entries)
      text += `# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}\n# TYPE ${name} ${type}\n${name} ${value()}\n`;
    return text;
  }

  #add(name: string, entry: Entry): void {
    if (!NAME.test(name)) throw new Error(`"${name}" is not a valid metric name.`);
    if (this.#entries.has(name)) throw new Error(`The metric ${name} is registered twice.`);
    this.#entries.set(name, entry);
  }
}

/**
 * What every benchmark scenario reports (issue 7). A scenario measures the portal and, in the same run on the
 * same machine, a baseline doing the same work as barely as possible; the ratio portal / baseline is what the
 * goals are written against, so the numbers mean something on any machine.
 */

/** One measured load: requests per second and latency in milliseconds. */
export type Measurement = {
  label: string;
  requests: number;
  durationSeconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers and failed connections (an expected refusal, such as 400 OVER_TOTAL_VOLUME in the burst, is not an error). */
  errors: number;
};

export type ScenarioResult = {
  name: string;
  description: string;
  /** Load scenarios measure both; the bundle scenario measures sizes only (in `facts`). */
  portal?: Measurement;
  baseline?: Measurement;
  /** portal.rps / baseline.rps. */
  ratio?: number;
  /** The goal of issue 7 for this ratio (e.g. 0.5: at least half the baseline), when there is one. */
  /** `compressedKB`: the most kilobytes (1,000 bytes) of gzipped JavaScript a page may load, for the bundle scenario. */
  /** `lcpMs`: the latest largest contentful paint a page may have on the emulated phone, for the first-paint scenario. */
  target?: { ratio?: number; p99Ms?: number; compressedKB?: number; lcpMs?: number };
  /** Scenario facts worth a column: Baht accepted, oversold, lost, kilobytes… */
  facts?: Record<string, number | string>;
  /** Whether the scenario met its targets and invariants (a burst that oversold fails whatever its speed). */
  ok: boolean;
  /** When the row was measured: set on rows a BENCH_ONLY run kept from the previous report. */
  measuredAt?: string;
};

export type BenchReport = {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  scenarios: ScenarioResult[];
};

export type Scenario = {
  name: string;
  run(): Promise<ScenarioResult | ScenarioResult[]>;
};

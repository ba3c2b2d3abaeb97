import type { OfferingProgress } from '@ico/domain/contracts/offerings';
import { LIVE_FAILURES_BEFORE_POLLING, PROGRESS_EVENT, readProgressEvent } from '@ico/domain/live-progress';

/** How the page learns the progress now: from the stream, or by polling the plain read. */
export type ProgressMode = 'connecting' | 'live' | 'polling';

/** What the channel needs of the browser (injected, so it runs under test without one). */
export type BrowserSide = {
  /** `window.EventSource`; undefined where the browser has none. */
  EventSource: typeof EventSource | undefined;
  isHidden(): boolean;
  /** Calls `listener` when the page is hidden or shown again; returns the function that stops it. */
  onVisibilityChange(listener: () => void): () => void;
};

export const browserSide = (): BrowserSide => ({
  EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onVisibilityChange: (listener) => {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
});

/**
 * One offering's live progress in the page: an EventSource on `GET /api/icoportal/icoprogress/{id}/events/` while
 * the page is visible (closed while hidden: a phone in a pocket holds no connection), each event handed to
 * `onProgress`. A browser without EventSource, a stream the server refuses (the browser then gives up by itself),
 * or one that fails `LIVE_FAILURES_BEFORE_POLLING` times in a row without an event turns to polling until the page
 * is shown again.
 */
export class LiveProgressChannel {
  #source: EventSource | undefined;
  #failures = 0;
  #mode: ProgressMode = 'connecting';
  #stopVisibility: (() => void) | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly onProgress: (progress: OfferingProgress) => void,
    private readonly browser: BrowserSide = browserSide(),
  ) {}

  get mode(): ProgressMode {
    return this.#mode;
  }

  /** Calls `listener` when the mode changes; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    this.#stopVisibility = this.browser.onVisibilityChange(() => {
      if (this.browser.isHidden()) this.#close();
      else {
        // Shown again: live progress gets another chance.
        this.#failures = 0;
        this.#open();
      }
    });
    if (!this.browser.isHidden()) this.#open();
  }

  stop(): void {
    this.#stopVisibility?.();
    this.#stopVisibility = undefined;
    this.#close();
  }

  #open(): void {
    if (this.#source) return;
    const Source = this.browser.EventSource;
    if (!Source) {
      this.#setMode('polling');
      return;
    }
    this.#setMode('connecting');
    const source = new Source(this.url);
    this.#source = source;
    source.addEventListener(PROGRESS_EVENT, (event) => {
      const progress: OfferingProgress | undefined = readProgressEvent((event as MessageEvent<string>).data);
      if (!progress) return;
      this.#failures = 0;
      this.#setMode('live');
      this.onProgress(progress);
    });
    source.addEventListener('error', () => {
      if (this.#source !== source) return;
      this.#failures += 1;
      // CLOSED: the server refused the stream (404, 429, 503) and the browser will not retry.
      if (source.readyState === Source.CLOSED || this.#failures >= LIVE_FAILURES_BEFORE_POLLING) {
        this.#close();
        this.#setMode('polling');
      } else this.#setMode('connecting');
    });
  }

  #close(): void {
    this.#source?.close();
    this.#source = undefined;
  }

  #setMode(mode: ProgressMode): void {
    if (mode === this.#mode) return;
    this.#mode = mode;
    for (const listener of this.#listeners) listener();
  }
}

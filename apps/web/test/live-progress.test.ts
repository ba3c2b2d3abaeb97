import type { OfferingProgress } from '@ico/domain/contracts/offerings';
import { describe, expect, it } from 'vitest';
import { type BrowserSide, LiveProgressChannel } from '../src/resources/live-progress';

const PROGRESS: OfferingProgress = {
  totalAmount: '1000000',
  totalAmountToken: '100000',
  sumReservated: '10000',
  sumPayment: '0',
  availableAmount: '990000',
};

/** A stand-in for the browser's EventSource: the test plays the server's part. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  progress(data: string) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent('progress', { data }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}

function browser(options: { eventSource?: boolean } = {}) {
  let hidden = false;
  const listeners = new Set<() => void>();
  FakeEventSource.opened = [];
  const side: BrowserSide = {
    EventSource: options.eventSource === false ? undefined : (FakeEventSource as unknown as typeof EventSource),
    isHidden: () => hidden,
    onVisibilityChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
  };
  return { side, setHidden, listeners };
}

const STREAM_URL = '/api/icoportal/icoprogress/7/events/';

describe('the live progress channel of an offering page', () => {
  it('hands each progress event to the page and is live once one arrives', () => {
    const { side } = browser();
    const received: OfferingProgress[] = [];
    const channel = new LiveProgressChannel(STREAM_URL, (p) => received.push(p), side);
    channel.start();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([STREAM_URL]);
    expect(channel.mode).toBe('connecting');
    FakeEventSource.opened[0]?.progress(JSON.stringify(PROGRESS));
    FakeEventSource.opened[0]?.progress('{"not":"progress"}');
    expect(received).toEqual([PROGRESS]);
    expect(channel.mode).toBe('live');
    channel.stop();
    expect(FakeEventSource.opened[0]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('polls at once when the server refuses the stream (the browser will not retry)', () => {
    const { side } = browser();
    const channel = new LiveProgressChannel(STREAM_URL, () => {}, side);
    channel.start();
    FakeEventSource.opened[0]?.fail(FakeEventSource.CLOSED);
    expect(channel.mode).toBe('polling');
  });

  it('polls after three failures in a row without an event, and tries again when the page is shown again', () => {
    const { side, setHidden } = browser();
    const channel = new LiveProgressChannel(STREAM_URL, () => {}, side);
    channel.start();
    const [source] = FakeEventSource.opened;
    source?.fail(FakeEventSource.CONNECTING);
    source?.fail(FakeEventSource.CONNECTING);
    expect(channel.mode).toBe('connecting');
    source?.fail(FakeEventSource.CONNECTING);
    expect(channel.mode).toBe('polling');
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);

    setHidden(true);
    setHidden(false);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(channel.mode).toBe('connecting');
    channel.stop();
  });

  it('holds no connection while the page is hidden', () => {
    const { side, setHidden, listeners } = browser();
    const channel = new LiveProgressChannel(STREAM_URL, () => {}, side);
    channel.start();
    setHidden(true);
    expect(FakeEventSource.opened[0]?.readyState).toBe(FakeEventSource.CLOSED);
    setHidden(false);
    expect(FakeEventSource.opened).toHaveLength(2);
    channel.stop();
    expect(listeners.size).toBe(0);
  });

  it('polls where the browser has no EventSource', () => {
    const { side } = browser({ eventSource: false });
    const channel = new LiveProgressChannel(STREAM_URL, () => {}, side);
    channel.start();
    expect(channel.mode).toBe('polling');
    channel.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '@/lib/locale/intl-warm-up';

/** A stand-in for the warm-up's worker: events are dispatched by the test. */
function fakeWorker() {
  const target = new EventTarget();
  const terminate = vi.fn();
  const worker = Object.assign(target, { terminate }) as unknown as Worker;
  return { worker, terminate, emit: (type: string) => target.dispatchEvent(new Event(type)) };
}

describe('warmUpIntl', () => {
  it('ends the worker once it has formatted its date', () => {
    const { worker, terminate, emit } = fakeWorker();
    warmUpIntl(() => worker);
    expect(terminate).not.toHaveBeenCalled();
    emit('message');
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('ends the worker when its script fails', () => {
    const { worker, terminate, emit } = fakeWorker();
    warmUpIntl(() => worker);
    emit('error');
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('leaves the app to pay the cost itself where no worker can start', () => {
    expect(() =>
      warmUpIntl(() => {
        throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
      }),
    ).not.toThrow();
    // jsdom has no Worker at all: the default factory throws, and that is caught too.
    expect(() => warmUpIntl()).not.toThrow();
  });
});

/**
 * A controllable IntersectionObserver for jsdom tests (jsdom has none and lays nothing out).
 * `installFakeIntersection()` stubs the global; `showAll()` reports every observed element
 * fully visible, `show(el, ratio)` one of them.
 */
import { vi } from 'vitest';

interface Observer {
  callback: IntersectionObserverCallback;
  elements: Element[];
  disconnected: boolean;
}

export interface FakeIntersection {
  /** Elements observed now (not yet disconnected). */
  observed(): Element[];
  show(el: Element, ratio?: number): void;
  showAll(ratio?: number): void;
}

export function installFakeIntersection(): FakeIntersection {
  const observers: Observer[] = [];
  class FakeIO {
    private o: Observer;
    constructor(callback: IntersectionObserverCallback) {
      this.o = { callback, elements: [], disconnected: false };
      observers.push(this.o);
    }
    observe(el: Element) {
      this.o.elements.push(el);
    }
    unobserve(el: Element) {
      this.o.elements = this.o.elements.filter((e) => e !== el);
    }
    disconnect() {
      this.o.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIO);
  const live = () => observers.filter((o) => !o.disconnected);
  const fire = (o: Observer, el: Element, ratio: number) =>
    o.callback(
      // jsdom's boxes are all zeros; rootBounds null as in a cross-origin frame.
      [{ target: el, intersectionRatio: ratio, isIntersecting: ratio > 0, boundingClientRect: el.getBoundingClientRect(), rootBounds: null } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return {
    observed: () => live().reduce<Element[]>((all, o) => all.concat(o.elements), []),
    show(el, ratio = 1) {
      for (const o of live()) if (o.elements.indexOf(el) !== -1) fire(o, el, ratio);
    },
    showAll(ratio = 1) {
      for (const o of live()) for (const el of o.elements.slice()) fire(o, el, ratio);
    },
  };
}

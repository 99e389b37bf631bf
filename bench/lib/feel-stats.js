// Part (e), what the visitor feels: the pure figures computed from what the page's probes
// recorded (lib/feel.js): the layout shift of our own nodes, total blocking time, our longest
// task, the first input's delay. No browser here: bench/test/feel-stats.test.js runs them.

/** A script of ours: a file the library ships (`/dist/` as served by server/start.js, or `/static/`). */
export const isOursUrl = (url) => typeof url === 'string' && /\/(dist|static)\/[^?#]*\.js(?:[?#]|$)/.test(url);

/**
 * Total blocking time (Lighthouse's definition): for every long task, the part of it between
 * `from` (first contentful paint) and `to` beyond the first 50 ms.
 * @param {{ startTime: number, duration: number }[]} tasks long tasks (`longtask` entries)
 * @param {number} from
 * @param {number} [to]
 * @example totalBlockingTime([{ startTime: 0, duration: 120 }, { startTime: 200, duration: 80 }], 30) // 40 + 30 = 70
 */
export function totalBlockingTime(tasks, from, to = Infinity) {
  let total = 0;
  for (const t of tasks) {
    const start = Math.max(t.startTime, from);
    const end = Math.min(t.startTime + t.duration, to);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}

/**
 * Our longest task: the longest script entry of ours (Long Animation Frames script attribution:
 * one entry point, a task's callback, with the style and layout it forced) in any long animation
 * frame. Null when no frame of ours was long enough to be reported (no script of ours ran in a
 * frame of >= 50 ms, or ran < 5 ms in it).
 * @param {{ scripts: { sourceURL: string, duration: number, invoker?: string, startTime: number }[] }[]} frames
 * @param {number} [to] only scripts that began before this time
 * @returns {{ duration: number, invoker: string, file: string, startTime: number } | null}
 */
export function longestOurs(frames, to = Infinity) {
  let best = null;
  for (const f of frames) {
    for (const s of f.scripts || []) {
      if (!isOursUrl(s.sourceURL) || s.startTime >= to) continue;
      if (!best || s.duration > best.duration) {
        best = { duration: s.duration, invoker: s.invoker || '', file: s.sourceURL.replace(/[?#].*$/, '').replace(/^.*\//, ''), startTime: s.startTime };
      }
    }
  }
  return best;
}

/**
 * Which layout shifts are ours. A shift entry (without recent input) is ours when one of its
 * sources is a node of ours (inside a widget element or an element the library added), or when a
 * node of the page moved because one of ours changed height: an element of ours above the moved
 * node (its top at or above the node's previous top) changed height within `windowMs` before the
 * shift (ResizeObserver records, `changes`). A shift's score is not split between its sources, so
 * an entry counts whole.
 * @param {{ startTime: number, value: number, hadRecentInput: boolean, sources: { ours: boolean, label: string, widget?: string|null, top: number }[] }[]} shifts
 * @param {{ time: number, label: string, top: number, from: number, to: number }[]} changes heights of our elements that changed
 * @param {number} [windowMs]
 * @returns {{ total: number, ours: number, entries: { startTime: number, value: number, sources: string[], cause: string|null }[] }}
 */
export function attributeShifts(shifts, changes, windowMs = 120) {
  let total = 0;
  let ours = 0;
  const entries = [];
  for (const s of shifts) {
    if (s.hadRecentInput) continue;
    total += s.value;
    const own = s.sources.filter((src) => src.ours);
    let cause = null;
    if (!own.length) {
      const moved = s.sources.filter((src) => !src.ours);
      const c = changes.find((ch) => ch.time <= s.startTime + 5 && ch.time >= s.startTime - windowMs && moved.some((src) => ch.top <= src.top));
      if (c) cause = `${c.label} ${Math.round(c.from)} → ${Math.round(c.to)} px`;
    }
    if (own.length || cause) {
      ours += s.value;
      entries.push({ startTime: s.startTime, value: s.value, sources: s.sources.map((src) => src.label), cause });
    }
  }
  return { total, ours, entries };
}

/**
 * The largest contentful paint before the first input: the last candidate reported.
 * @param {{ startTime: number, label: string, size: number }[]} candidates in the order reported
 * @param {number} [before]
 */
export function largestPaint(candidates, before = Infinity) {
  const seen = candidates.filter((c) => c.startTime < before);
  return seen.length ? seen[seen.length - 1] : null;
}

/**
 * The first tap's figures (Event Timing): the first input's delay (processingStart - startTime)
 * and the longest duration of an event of the same interaction.
 * @param {{ name: string, startTime: number, processingStart: number, duration: number, interactionId?: number } | null} firstInput
 * @param {{ name: string, startTime: number, processingStart: number, duration: number, interactionId?: number }[]} events
 * @returns {{ delay: number, duration: number, name: string } | null}
 */
export function firstTap(firstInput, events) {
  if (!firstInput) return null;
  let duration = firstInput.duration;
  for (const e of events) if (firstInput.interactionId && e.interactionId === firstInput.interactionId) duration = Math.max(duration, e.duration);
  return { delay: firstInput.processingStart - firstInput.startTime, duration, name: firstInput.name };
}

/**
 * The page with native lazy images and nothing else: every `img` with `data-src` or
 * `data-srcset` gets them as `src` / `srcset` (its placeholder `src` dropped) and
 * `loading="lazy"`.
 * @param {string} html
 * @example nativeLazy('<img src="p.gif" data-src="/a.png" alt="">') // '<img loading="lazy" src="/a.png" alt="">'
 */
export function nativeLazy(html) {
  return html.replace(/<img\b([^>]*?)>/g, (tag, attrs) => {
    if (!/\sdata-src(set)?=/.test(attrs)) return tag;
    const cleaned = attrs
      .replace(/\s(src|srcset|loading)="[^"]*"/g, '')
      .replace(/\sdata-(src|srcset)=/g, ' $1=');
    return `<img loading="lazy"${cleaned}>`;
  });
}

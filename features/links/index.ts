/**
 * Plain links that are widgets (the CMS form, features/links/README.md), a page feature: the core
 * hands over the links its selector finds (`linkSelector`, app/widgets.ts); each is taken up
 * near the viewport (or at its first interaction) and made a real widget element, so the
 * runtime mounts the widget's own code on it, unchanged:
 * - a download link gets the download button's attributes from its URL (and from the app's
 *   detail call where a field the flow needs is missing) and `data-widget="download"` itself;
 * - any other widget gets an element of its own, put where the link was, with the link inside
 *   as its fallback content (the widget replaces it when it renders; it comes back if it fails).
 * `stop()` gives every link back as it was.
 */
import { appSchema, readAttr } from '../../src/attribute-names/app-attributes';
import type { FeatureInstance, WidgetContext } from '../../src/types';
import { compilePatterns, linkSelector, parseLink, type LinkForm, type LinkRules } from './link-form';
import { createAppDetails, type Attrs } from './app-details';

const WIDGET = 'data-widget';
/** The woken state the runtime writes (coreSchema.state). */
const STATE = 'data-ppw-state';
const BUSY = 'ppw-busy';
/**
 * The longest a tap on a download link waits for the app's detail (its package name in the
 * client, a game's real-name flag): then the download goes on with what the URL says.
 */
export const DETAIL_WAIT_MS = 2500;

/** Every name a download URL's query may set (the button's app fields and tips). */
const DOWNLOAD_NAMES: string[] = [appSchema.tips, 'data-download-tips'];
for (const key of Object.keys(appSchema.app) as (keyof typeof appSchema.app)[]) DOWNLOAD_NAMES.push(...appSchema.app[key]);

/** Events that may come before a link near the viewport was taken up (a tap, a key, a focus). */
const FIRST_USE = ['touchstart', 'mousedown', 'focusin', 'keydown', 'click'];

/**
 * Starts the link forms of a page.
 * @example const links = start(context); links.scan(document);
 */
export function start(context: WidgetContext): FeatureInstance {
  const { win, doc, config, env, services, listen } = context;
  const selector = linkSelector(config);
  const { logger } = services;
  const rules: LinkRules = {
    base: '',
    origins: [],
    patterns: compilePatterns(config.links, (message) => logger.warn(message)),
    downloadNames: DOWNLOAD_NAMES,
  };
  const location = win.location;
  rules.origins.push(location.origin);
  try {
    rules.origins.push(new URL(env.hosts.download || '/', location.href).origin);
  } catch {
    logger.warnOnce(rules, `config "hosts" download host "${env.hosts.download}" is not a URL; only the page's origin is the store's`);
  }
  const details = createAppDetails((appId) => services.api.getAppDetail({ appId }), (message, error) => logger.warn(message, error));

  /** Links seen, not taken up yet. */
  const pending = new Set<Element>();
  /** Links taken up: how to give each back. */
  const taken = new Map<Element, () => void>();
  /** Download links waiting for their app's detail: finish now (the tap's, or the wait's end). */
  const waiting = new Map<Element, () => void>();
  const timers: number[] = [];
  /** Links whose tap waits for the detail (marked busy meanwhile). */
  const held = new Set<Element>();

  // Support: IntersectionObserver Chrome 58, iOS Safari 12.2; without it every link is taken
  // up at once (iOS 11: O(links), a few attribute writes each).
  const IO = (win as Window & typeof globalThis).IntersectionObserver;
  const observer =
    typeof IO === 'function'
      ? new IO(
          context.guard('seeing links', (entries: IntersectionObserverEntry[]) => {
            for (const entry of entries) if (entry.isIntersecting) take(entry.target);
          }),
          // One screen ahead: a link is ready (its detail asked) before the visitor reaches it.
          { rootMargin: '100% 0px' },
        )
      : null;

  const set = (el: Element, added: string[], attrs: Attrs) => {
    for (const [name, value] of attrs) {
      if (el.getAttribute(name) !== null && added.indexOf(name) < 0) continue; // the author's own wins
      el.setAttribute(name, value);
      if (added.indexOf(name) < 0) added.push(name);
    }
  };

  /** A download link: its attributes now; `data-widget` now or once the detail is in. */
  const makeDownload = (link: Element, form: LinkForm) => {
    const added: string[] = [];
    set(link, added, form.attrs);
    let finished = false;
    const finish = () => {
      if (finished || !taken.has(link)) return;
      finished = true;
      waiting.delete(link);
      set(link, added, [[WIDGET, 'download']]);
    };
    taken.set(link, () => {
      waiting.delete(link);
      for (const name of added) link.removeAttribute(name);
    });
    const a = appSchema.app;
    const id = readAttr(link, a.id);
    // Only what the flow needs: the package name for install states in the client, the
    // resource type and real-name flag for a game's real-name step.
    const needs =
      !!id &&
      ((env.hasBridge && !readAttr(link, a.packageName)) ||
        (config.realname.enabled && (!readAttr(link, a.resourceType) || (!readAttr(link, a.requireId) && !readAttr(link, a.appOpExtInfo)))));
    if (!needs) return finish();
    waiting.set(link, finish);
    details(id!).then(
      context.guard('writing an app detail', (attrs: Attrs | null) => {
        if (!taken.has(link)) return;
        // Outside the client, a button already woken went on with what it knew: changing its
        // attributes now would remount it under a visitor's second tap.
        if (attrs && (!finished || env.hasBridge || !link.getAttribute(STATE))) set(link, added, attrs);
        // A tap held meanwhile goes on now (release), else the button is made.
        (waiting.get(link) || finish)();
      }),
    );
  };

  /** Another widget: an element of its own where the link was, the link inside as its fallback. */
  const makeWidget = (link: Element, form: LinkForm) => {
    const box = doc.createElement('div');
    for (const [name, value] of form.attrs) box.setAttribute(name, value);
    box.setAttribute(WIDGET, form.widget);
    const parent = link.parentNode!;
    taken.set(link, () => {
      if (box.parentNode) box.parentNode.insertBefore(link, box);
      else if (link.parentNode === box) box.removeChild(link);
      if (box.parentNode) box.parentNode.removeChild(box);
    });
    parent.insertBefore(box, link);
    box.appendChild(link);
  };

  /**
   * `<a href="shot.jpg#ppw=lazy-image">alt text</a>`: a lazy image of the link's address (the
   * lazy-images feature loads it near the viewport), the link's text its `alt`, the fragment's
   * pairs its `data-*` (`src`, which survives a relative rewrite of the href, `srcset`); the link
   * comes back at stop.
   */
  const makeImage = (link: Element, form: LinkForm) => {
    const img = doc.createElement('img');
    // A link's href is there (the selector's) and an element's textContent is never null.
    // The fragment's `src` wins: an editor's relative rewrite (TinyMCE) changes the href, never the fragment.
    for (const [name, value] of ([['data-src', link.getAttribute('href')!.split('#')[0]], ['alt', link.textContent!.trim()]] as Attrs).concat(form.attrs)) img.setAttribute(name, value);
    taken.set(link, () => img.parentNode && img.parentNode.replaceChild(link, img));
    link.parentNode!.replaceChild(img, link);
  };

  const take = (link: Element) => {
    pending.delete(link);
    if (observer) observer.unobserve(link);
    // A link inside a widget is the widget's own content or its fallback, never a widget.
    if (taken.has(link) || !link.isConnected || link.closest('[' + WIDGET + ']') || !link.parentNode) return;
    const form = parseLink(link.getAttribute('href') || '', { ...rules, base: doc.baseURI || location.href });
    if (!form) return;
    for (const problem of form.problems) logger.warnOnce(link, 'links: ' + problem + ' (left out)', link);
    if (!form.widget) return;
    if (form.widget === 'download') {
      if (!form.attrs.some(([name]) => appSchema.app.id.indexOf(name as 'data-id') >= 0)) {
        logger.warnOnce(link, 'links: a download link needs appId in its query; it stays a plain link', link);
        return;
      }
      makeDownload(link, form);
    } else if (form.widget === 'lazy-image') makeImage(link, form);
    else makeWidget(link, form);
  };

  const see = (link: Element) => {
    // A widget's own button or a link inside a widget (a list row's download button) is never a
    // link form: not watched at all, so a page of widget buttons costs the observer nothing.
    if (taken.has(link) || pending.has(link) || link.closest('[' + WIDGET + ']')) return;
    // A #ppw= widget (a list, a panel: few on a page) is made at once, so its reserved space
    // is there before the visitor scrolls to it; a download link when it comes near.
    if ((link.getAttribute('href') || '').indexOf('#ppw=') >= 0 || !observer) return take(link);
    pending.add(link);
    observer.observe(link);
  };

  // A link used before it came near (a keyboard user, a jump): taken up now, on the window
  // (before the runtime's listeners on the document see the event and find the widget).
  for (const type of FIRST_USE) {
    listen(
      win,
      type,
      (event: Event) => {
        const target = event.target as Element | null;
        const link = target && target.closest ? target.closest('a') : null;
        if (!link) return;
        if (pending.has(link)) take(link);
        const finish = waiting.get(link);
        const click = event as MouseEvent;
        if (!finish || type !== 'click' || click.button > 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
        // Its app's detail is not in yet: the tap waits for it (never longer than
        // DETAIL_WAIT_MS), then goes to the download button, once however often it was tapped.
        event.preventDefault();
        event.stopPropagation();
        if (held.has(link)) return;
        held.add(link);
        link.classList.add(BUSY);
        link.setAttribute('aria-busy', 'true');
        const release = context.guard('replaying a tap', () => {
          if (!held.delete(link)) return;
          link.classList.remove(BUSY);
          link.removeAttribute('aria-busy');
          finish();
          if (link.isConnected && taken.has(link)) link.dispatchEvent(new (win as typeof window).MouseEvent('click', { bubbles: true, cancelable: true }));
        });
        waiting.set(link, release);
        timers.push(win.setTimeout(release, DETAIL_WAIT_MS));
      },
      { capture: true, passive: type === 'touchstart' },
    );
  }

  return {
    scan(root) {
      const el = root as Element;
      if (el.nodeType === 1 && el.matches(selector)) see(el);
      const list = root.querySelectorAll(selector);
      // A page of many links (config `links` patterns match every a[href]) is seen in the
      // runtime's slices, so the scan yields to the browser between them.
      let i = 0;
      const job = (hasTime: () => boolean) => {
        while (i < list.length) {
          see(list[i++]);
          if ((i & 31) === 0 && !hasTime()) return false;
        }
      };
      if (context.slice) context.slice(job);
      else job(() => true);
    },
    forget() {
      // Every link off the page now, under `root` or not: a widget's unmount (the runtime runs
      // it before this) has taken its rendered links out of `root` already.
      const gone = (el: Element) => !el.isConnected;
      pending.forEach((el) => {
        if (gone(el)) {
          pending.delete(el);
          if (observer) observer.unobserve(el);
        }
      });
      taken.forEach((_restore, el) => {
        if (gone(el)) {
          taken.delete(el);
          waiting.delete(el);
        }
      });
    },
    stop() {
      if (observer) observer.disconnect();
      pending.clear();
      timers.forEach((id) => win.clearTimeout(id));
      held.forEach((link) => {
        link.classList.remove(BUSY);
        link.removeAttribute('aria-busy');
      });
      held.clear();
      taken.forEach((restore) => restore());
      taken.clear();
      waiting.clear();
    },
  };
}


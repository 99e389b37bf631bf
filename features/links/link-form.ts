/**
 * What a plain link stands for (the CMS form, features/links/README.md): the store's download URL
 * is a download button, a `#ppw=<widget>&name=value…` fragment is that widget, and a URL of
 * config `links` is the widget its pattern names. Pure: no DOM, no I/O.
 */

/** A link taken as a widget: its name and the `data-*` attributes its URL gives. */
export interface LinkForm {
  widget: string;
  /** `[attribute, value]` in the order found; a later one of the same name wins. */
  attrs: [string, string][];
  /** What was wrong with the URL and left out (each warned once, naming the link). */
  problems: string[];
}

/** A pattern of config `links`, compiled. */
export interface LinkPattern {
  widget: string;
  /** Matches the end of the path (an editor's relative rewrite lands in another folder). */
  path: RegExp;
  pathNames: string[];
  /** Query keys the URL must have, each with its value's pattern and captured names. */
  query: { key: string; value: RegExp; names: string[] }[];
}

/** Where and how links are read. */
export interface LinkRules {
  /** The page's address (relative links resolve against it). */
  base: string;
  /** Origins of the store: the page's and the download host's. */
  origins: string[];
  patterns: LinkPattern[];
  /** The `data-*` names a download button reads: a download URL's query gives only these. */
  downloadNames: readonly string[];
}

/**
 * The links that may be widgets: the store's download URL, a `#ppw=` fragment (as the core's
 * selector, app/widgets.ts), and for each pattern of config `links` its longest literal part
 * (without leading slashes, so that an editor's relative rewrite `../dl/1` still matches
 * `/dl/*`); each link found is then checked exactly (`parseLink`).
 * @example linkSelector({ links: { comments: ['/comments?appId=*'] } }) // '…,a[href*="comments?appId="]'
 */
export function linkSelector({ links }: { links: unknown }): string {
  // An element that already is a widget (a data-widget download button) is never a link form.
  let selector = 'a[href*="download/apk"]:not([data-widget]),a[href*="#ppw="]:not([data-widget])';
  if (links && typeof links == 'object') {
    for (const name of Object.keys(links)) {
      for (const pattern of ([] as unknown[]).concat((links as Record<string, unknown>)[name])) {
        const literal = String(pattern).split(/\*|\{[^}]*\}/).reduce((a, b) => (b.length > a.length ? b : a)).replace(/^\/+/, '');
        // JSON's quoting is a valid CSS string; an empty literal matches nothing.
        selector += ',a[href*=' + JSON.stringify(literal) + ']';
      }
    }
  }
  return selector;
}

/** A widget name and an attribute name (without `data-`), kebab or camelCase. */
const NAME = /^[a-z][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/;
/** Attributes that are the runtime's, never a link's. */
const OWN = ['data-widget', 'data-ppw-state'];
const DOWNLOAD_PATH = /\/download\/apk$/;

/**
 * The `data-*` attribute of a name as editors write it in a URL: kebab or camelCase, the
 * legacy all-lowercase forms as they are.
 * @example attributeOf('packageName') // 'data-package-name'; attributeOf('app-id') // 'data-app-id'
 */
export function attributeOf(name: string): string | null {
  if (!NAME.test(name)) return null;
  const attr = 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
  return OWN.indexOf(attr) < 0 ? attr : null;
}

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

const escape = (text: string) => text.replace(/[.+?^$|()[\]\\]/g, '\\$&');

/** A glob of a pattern: `*` any run of `any`, `{name}` one captured into `names`. */
function globToRegExp(glob: string, any: string, names: string[]): string {
  return glob
    .split(/(\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '*') return any + '*';
      if (part.charAt(0) === '{' && part.length > 2) {
        names.push(part.slice(1, -1));
        return '(' + any + '+)';
      }
      return escape(part);
    })
    .join('');
}

/**
 * Compiles config `links` (an object: widget → patterns). A bad entry is left out with a
 * warning that says what is wrong; `true`/`false` give no patterns.
 * @example compilePatterns({ download: ['/dl/{appId}'] }, warn)[0].path.test('/news/dl/7') // true
 */
export function compilePatterns(links: unknown, warn: (message: string) => void): LinkPattern[] {
  const out: LinkPattern[] = [];
  if (!links || typeof links !== 'object') return out;
  for (const widget of Object.keys(links)) {
    const where = `config "links.${widget}"`;
    const list = (links as Record<string, unknown>)[widget];
    if (!NAME.test(widget)) {
      warn(`${where}: "${widget}" is not a widget name; ignored`);
      continue;
    }
    if (!Array.isArray(list)) {
      warn(`${where} must be a list of URL patterns such as ["/dl/{appId}"]; ignored`);
      continue;
    }
    for (const pattern of list) {
      const bad = patternProblem(pattern);
      if (bad) {
        warn(`${where}: ${JSON.stringify(pattern)} ${bad}; ignored`);
        continue;
      }
      const text = pattern as string;
      const q = text.indexOf('?');
      const pathGlob = (q < 0 ? text : text.slice(0, q)).replace(/^\/+/, '');
      const pathNames: string[] = [];
      const path = new RegExp('(?:^|/)' + globToRegExp(pathGlob, '[^/]', pathNames) + '$');
      const query = (q < 0 ? '' : text.slice(q + 1))
        .split('&')
        .filter(Boolean)
        .map((pair) => {
          const eq = pair.indexOf('=');
          const names: string[] = [];
          const key = eq < 0 ? pair : pair.slice(0, eq);
          return { key, value: new RegExp('^' + globToRegExp(eq < 0 ? '*' : pair.slice(eq + 1), '.', names) + '$'), names };
        });
      out.push({ widget, path, pathNames, query });
    }
  }
  return out;
}

/** Why a pattern is unusable, or ''. */
function patternProblem(pattern: unknown): string {
  if (typeof pattern !== 'string') return 'is not a string';
  if (!pattern.replace(/\*|\{[^}]*\}/g, '').replace(/[/?&=]/g, '')) return 'has no literal part (it would match every link)';
  if (/[{}]/.test(pattern.replace(/\{[a-zA-Z][\w-]*\}/g, ''))) return 'has a "{" or "}" that is not a {name}';
  if (/#/.test(pattern)) return 'has a "#" (fragments are the #ppw= form)';
  return '';
}

/** Pairs of a query or fragment (`a=1&b=2`), decoded; a pair that cannot be is a problem. */
function pairsOf(text: string, problems: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null) problems.push(`"${pair}" is not URL-encoded correctly`);
    else out.push([name, value]);
  }
  return out;
}

/** Adds `name=value` as its attribute; a name that is none is a problem (or skipped silently). */
function add(form: LinkForm, name: string, value: string, only?: readonly string[]): void {
  const attr = attributeOf(name);
  if (only) {
    // A download URL's query holds the server's own parameters too (`ch`, `from`): only the
    // button's names are taken.
    if (attr && only.indexOf(attr) >= 0) form.attrs.push([attr, value]);
  } else if (attr) form.attrs.push([attr, value]);
  else form.problems.push(`"${name}" is not an attribute name (kebab-case or camelCase, without data-)`);
}

/**
 * The widget a link stands for, or null for an ordinary link.
 * @example
 * parseLink('../download/apk?appId=7&name=%E7%A4%BA%E4%BE%8B', rules)
 * // { widget: 'download', attrs: [['data-app-id', '7'], ['data-name', '示例']], problems: [] }
 */
export function parseLink(href: string, rules: LinkRules): LinkForm | null {
  let url: URL;
  try {
    // Support: URL Chrome 32, iOS Safari 7.
    url = new URL(href, rules.base);
  } catch {
    return null;
  }
  const ours = rules.origins.indexOf(url.origin) >= 0;
  const query = url.search.slice(1);
  const hash = url.hash;
  let form: LinkForm | null = null;
  if (hash.indexOf('#ppw=') === 0) {
    const problems: string[] = [];
    const pairs = pairsOf(hash.slice(1), problems);
    const widget = pairs.length ? pairs[0][1] : '';
    if (!NAME.test(widget)) return { widget: '', attrs: [], problems: [`"#ppw=${widget}" does not name a widget`] };
    form = { widget, attrs: [], problems };
    // `#ppw=download` on the store's download URL: the query's fields first, the fragment's win.
    if (widget === 'download' && ours && DOWNLOAD_PATH.test(url.pathname)) {
      for (const [name, value] of pairsOf(query, problems)) add(form, name, value, rules.downloadNames);
    }
    for (let i = 1; i < pairs.length; i++) add(form, pairs[i][0], pairs[i][1]);
    return form;
  }
  if (!ours) return null;
  if (DOWNLOAD_PATH.test(url.pathname)) {
    form = { widget: 'download', attrs: [], problems: [] };
    for (const [name, value] of pairsOf(query, form.problems)) add(form, name, value, rules.downloadNames);
    return form;
  }
  const problems: string[] = [];
  const params = pairsOf(query, problems);
  for (const pattern of rules.patterns) {
    const found = matchPattern(pattern, url.pathname, params);
    if (!found) continue;
    form = { widget: pattern.widget, attrs: [], problems };
    const only = pattern.widget === 'download' ? rules.downloadNames : undefined;
    for (const [name, value] of params) add(form, name, value, only);
    for (const [name, value] of found) add(form, name, value);
    return form;
  }
  return null;
}

/** The captured `[name, value]`s when the path and query match, else null. */
function matchPattern(pattern: LinkPattern, path: string, params: [string, string][]): [string, string][] | null {
  const decodedPath = decode(path) || path;
  const m = pattern.path.exec(decodedPath);
  if (!m) return null;
  const found: [string, string][] = pattern.pathNames.map((name, i) => [name, m[i + 1]]);
  for (const want of pattern.query) {
    let hit: RegExpExecArray | null = null;
    for (const [key, value] of params) if (key === want.key && (hit = want.value.exec(value))) break;
    if (!hit) return null;
    want.names.forEach((name, i) => found.push([name, hit![i + 1]]));
  }
  return found;
}

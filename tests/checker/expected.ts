/**
 * The exact findings expected for each file of fixtures/bad: [line, severity, rule, message].
 * Written from what each fixture gets wrong on purpose (its comment-free lines are the
 * mistakes), so a rule that stops firing, fires twice or moves fails the test.
 */
import { WIDGET_NAMES } from '../../bin/lib/contract.js';

export type Expected = [line: number, severity: 'error' | 'warning', rule: string, message: string];

/**
 * The same six mistakes planted in one template per server template language
 * (fixtures/bad/<language>-detail.*), each next to that language's placeholders: a search form
 * without data-ctoken, a misspelt widget, a score without data-version-id, a lucky panel without
 * its activity id, a literal data-hydrate="lazy" inside a loop, a literal malformed app id.
 */
const PLANTED: Expected[] = [
  [2, 'error', 'missing-attribute', 'search: data-ctoken is missing'],
  [5, 'error', 'unknown-widget', 'unknown data-widget "downlaod" (did you mean "download"?)'],
  [6, 'error', 'missing-attribute', 'score: data-version-id is missing'],
  [7, 'error', 'missing-attribute', 'lucky: the activity id is missing (data-activity-id)'],
  [9, 'error', 'bad-hydrate', 'data-hydrate="lazy" is not one of load, idle, visible, interaction'],
  [10, 'error', 'malformed-attribute', 'download: data-id="1o1" must be a number (the app id)'],
  // A condition inside a start tag, checked branch by branch; a config that is one placeholder; comment blocks.
  [12, 'error', 'missing-attribute', 'download: the app name is missing (data-name) in one branch of the template condition in its tag'],
  [13, 'error', 'missing-attribute', 'download: the app id is missing (data-id) in one branch of the template condition in its tag'],
  [16, 'error', 'missing-attribute', 'lucky: the activity id is missing (data-activity-id)'],
];

/** One real template per language: fixtures/good/<name> and fixtures/bad/<name>. */
export const TEMPLATE_LANGUAGES: Record<string, string> = {
  PHP: 'php-detail.php',
  Smarty: 'smarty-detail.tpl',
  Blade: 'blade-detail.blade.php',
  Twig: 'twig-detail.html.twig',
  'Jinja / Django': 'django-detail.html',
  'Handlebars / Mustache': 'handlebars-detail.hbs',
  ERB: 'erb-detail.html.erb',
  EJS: 'ejs-detail.ejs',
  'JSP (EL, JSTL)': 'jsp-detail.jsp',
  FreeMarker: 'freemarker-detail.ftl',
  Velocity: 'velocity-detail.vm',
  Thymeleaf: 'thymeleaf-detail.html',
  'Go templates': 'go-detail.gohtml',
};

export const expectedFindings: Record<string, Expected[]> = {
  ...Object.fromEntries(Object.values(TEMPLATE_LANGUAGES).map((file) => [file, PLANTED])),
  'attribute-typos.html': [
    [2, 'warning', 'unknown-attribute', 'data-resouce-type is not read by the library (did you mean data-resource-type?)'],
    [3, 'warning', 'unknown-attribute', 'data-activty-id is not read by the library (did you mean data-activity-id?)'],
  ],
  'bad-hydrate.html': [
    [1, 'error', 'bad-hydrate', 'data-hydrate="onload" is not one of load, idle, visible, interaction'],
  ],
  'config-json.html': [
    [8, 'error', 'config-json', '#pp-widgets-config is not valid JSON (a comma before "}"); the runtime ignores all of it'],
  ],
  'config-values.html': [
    [1, 'error', 'config-json', '#pp-widgets-config needs type="application/json"'],
    [1, 'error', 'config-value', 'config "env" must be one of prod, dev, test, testa, testb, testc, local, got "staging"'],
    [1, 'error', 'config-value', 'config "locale" must be zh-CN or en, got "zh"'],
    [1, 'error', 'config-value', 'config "backToTop" should be a boolean, got string; the runtime ignores it'],
    [1, 'warning', 'config-key', 'config key "realName" is not one the library reads (did you mean "realname"?)'],
    [1, 'error', 'config-value', 'config "hosts" should be an object, got array; the runtime ignores it'],
    [4, 'error', 'config-json', '#pp-widgets-config must hold a JSON object'],
    [4, 'error', 'duplicate-id', 'a second #pp-widgets-config (first on line 1): the runtime reads only the first'],
    [5, 'error', 'config-json', '#pp-widgets-config must be a <script type="application/json">, not <div>'],
    [5, 'error', 'duplicate-id', 'a second #pp-widgets-config (first on line 1): the runtime reads only the first'],
  ],
  'conflicting-attributes.html': [
    [2, 'error', 'conflicting-attributes', 'download: data-id="5" and data-appid="6" disagree; the widget reads data-id'],
    [3, 'error', 'conflicting-attributes', 'download: data-version-id="9" and data-versionid="8" disagree; the widget reads data-version-id'],
    [4, 'error', 'conflicting-attributes', 'download: data-package-name="com.example" and data-packagename="com.example.old" disagree; the widget reads data-package-name'],
  ],
  'content-params.html': [
    [1, 'error', 'malformed-attribute', 'comments: data-count="ten" must be a whole number from 0 to 100'],
    [2, 'error', 'malformed-attribute', 'beta-list: data-day-before="-1" must be a whole number from 0 to 365'],
    [2, 'error', 'malformed-attribute', 'beta-list: data-day-after="400" must be a whole number from 0 to 365'],
    [3, 'error', 'malformed-attribute', 'ad-slot: data-count="50" must be a whole number from 0 to 20'],
    [4, 'error', 'malformed-attribute', 'specials: data-special-source="web" must be proxy, android, ios or wdj'],
    [5, 'error', 'malformed-attribute', 'specials: data-special-id="30 1" is not a valid id (letters, digits, - and _)'],
    [6, 'error', 'malformed-attribute', 'recs: data-mode="list" must be recs or subcates'],
    [7, 'error', 'malformed-attribute', 'game-news: data-app-ids="1001,abc" must be a comma list of numeric app ids'],
    [8, 'error', 'malformed-attribute', 'uc-rec: data-offset="1.5" must be a whole number from 0 to 100000'],
  ],
  'content-required.html': [
    [1, 'error', 'missing-attribute', 'score: data-version-id is missing'],
    [2, 'error', 'missing-attribute', 'comments: the app id is missing (data-app-id)'],
    [3, 'error', 'missing-attribute', 'recs: data-q or the app id (data-app-id) is required'],
    [4, 'error', 'missing-attribute', 'ad-slot: data-space-id is missing'],
    [5, 'error', 'missing-attribute', 'game-news: data-app-ids is missing'],
    [6, 'error', 'malformed-attribute', 'score: data-app-id="x1" must be a number (the app id)'],
    [6, 'error', 'malformed-attribute', 'score: data-version-id="9.1" is not a valid id (letters, digits, - and _)'],
  ],
  'download-attributes.html': [
    [1, 'error', 'missing-attribute', 'download: the app id is missing (data-id)'],
    [2, 'error', 'malformed-attribute', 'download: data-id="abc" must be a number (the app id)'],
    [3, 'error', 'missing-attribute', 'download: the app name is missing (data-name)'],
    [4, 'error', 'missing-attribute', 'download: the app name is empty (data-name)'],
    [6, 'error', 'malformed-attribute', 'download: data-resource-type="2" must be 0 (soft) or 1 (game)'],
  ],
  'download-options.html': [
    [2, 'error', 'malformed-attribute', 'download: data-download-tips="false" must be 0 or 1'],
    [2, 'error', 'malformed-attribute', 'download: data-tips="gifts" must be install, reserve or gift'],
    [4, 'error', 'malformed-attribute', 'download: data-download-mode="zip" must be apk, url or dot'],
    [4, 'error', 'malformed-attribute', 'download: data-native-actions="follow, share" names share, not one of ignoreUpdate, follow, collect, order'],
    [6, 'error', 'malformed-attribute', 'download: data-app-op-ext-info="{"misc":{"requireID":1}" is not a JSON object'],
    [7, 'warning', 'no-fallback', 'download: <button data-widget="download"> has no href, so it does nothing without script; use <a href="/download/apk?appId=…">'],
  ],
  'duplicate-attribute.html': [
    [1, 'error', 'duplicate-attribute', 'data-id appears twice on one element; browsers keep the first value and drop this one'],
  ],
  'duplicate-ids.html': [
    [7, 'error', 'duplicate-id', 'duplicate id "nav" (first on line 5): aria-controls on line 2 reaches only the first'],
    [9, 'warning', 'duplicate-id', 'duplicate id "intro" (first on line 8)'],
  ],
  'header-page.html': [
    [6, 'error', 'broken-reference', 'header: aria-controls="menu" names no element on this page'],
    [8, 'error', 'broken-reference', 'header: data-tag-popup="game-tags" names no element on this page'],
    [10, 'warning', 'outside-header', '[data-menu-toggle] does nothing outside a data-widget="header" element'],
  ],
  'header-partial.tpl': [
    [2, 'error', 'missing-attribute', "header: [data-menu-toggle] needs aria-controls naming the menu's id"],
    [6, 'warning', 'broken-reference', 'header: aria-controls="site-menu" names no element in this file'],
    [7, 'warning', 'broken-reference', 'header: data-tag-popup="app-tag" names no element in this file'],
    [9, 'warning', 'empty-header', 'header: nothing to enhance (no [data-menu-toggle] or [data-tag-popup] inside)'],
  ],
  'link-form.html': [
    [2, 'error', 'unknown-widget', '#ppw link: unknown widget "coments" (did you mean "comments"?)'],
    [3, 'error', 'missing-attribute', '#ppw link: comments: the app id is missing (app-id)'],
    [3, 'error', 'malformed-attribute', '#ppw link: comments: count="ten" must be a whole number from 0 to 100'],
    [5, 'warning', 'unknown-attribute', '#ppw link: versoin-id is not read by the library (did you mean version-id?)'],
    [5, 'error', 'missing-attribute', '#ppw link: score: version-id is missing'],
    [7, 'error', 'malformed-attribute', 'download link: appId="abc" must be a number (the app id)'],
    [7, 'error', 'malformed-attribute', 'download link: resourceType="2" must be 0 (soft) or 1 (game)'],
    [8, 'error', 'missing-attribute', 'download link: the app id is missing (appId)'],
  ],
  'lucky.html': [
    [1, 'error', 'missing-attribute', 'lucky: the activity id is missing (data-activity-id)'],
    [2, 'error', 'malformed-attribute', 'lucky: data-activity-id="42 43" is not a valid id (letters, digits, - and _)'],
    [3, 'error', 'malformed-attribute', 'lucky: data-activity-ids="42,,x y" must be a comma list of activity ids'],
  ],
  'outside-header.html': [
    [1, 'warning', 'outside-header', '[data-menu-toggle] does nothing outside a data-widget="header" element'],
    [2, 'warning', 'outside-header', '[data-tag-popup] does nothing outside a data-widget="header" element'],
  ],
  'realname-off.html': [
    [8, 'warning', 'realname-off', '<a data-widget="download"> has data-requireid="1" (and 1 more) but config realname.enabled is off (the default): the real-name step never runs; set "realname": { "enabled": true } in #pp-widgets-config'],
  ],
  'search.html': [
    [1, 'error', 'search-form', 'search: data-widget="search" must be on the <form>, not on <div data-widget="search">'],
    [2, 'error', 'search-form', 'search: the form has no <input name="q"> (or type="search")'],
    [5, 'error', 'missing-attribute', 'search: data-ctoken is missing'],
  ],
  'templated-mistakes.njk': [
    [3, 'error', 'bad-hydrate', 'data-hydrate="lazy" is not one of load, idle, visible, interaction'],
    [6, 'error', 'unknown-widget', 'unknown data-widget "comment" (did you mean "comments"?)'],
  ],
  'tips-in-common.html': [
    [2, 'warning', 'tips-in-common', '<a data-widget="download"> asks for the tips banner (data-tips) but is inside [data-download-common], and no other button can carry it: the page never shows the banner'],
  ],
  'unknown-widget.html': [
    [1, 'error', 'unknown-widget', 'unknown data-widget "downlaod" (did you mean "download"?)'],
    // The known names are the registry's (app/widgets.ts, as bin/lib/widgets.generated.js lists them).
    [2, 'error', 'unknown-widget', 'unknown data-widget "carousel"; known: ' + WIDGET_NAMES.join(', ')],
    [3, 'error', 'unknown-widget', 'data-widget is empty'],
  ],
};

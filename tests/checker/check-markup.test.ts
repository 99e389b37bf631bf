// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMarkup, type Finding } from '../../bin/lib/check-markup.js';
import { expectedFindings, TEMPLATE_LANGUAGES } from './expected';

const fixtures = join(__dirname, 'fixtures');
const examples = join(__dirname, '..', '..', 'examples');
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const brief = (f: Finding) => [f.line, f.severity, f.rule, f.message];

const badFiles = readdirSync(join(fixtures, 'bad')).sort();
const goodFiles = readdirSync(join(fixtures, 'good')).sort();
const examplePages = readdirSync(examples).filter((f) => f.endsWith('.html')).sort();

/**
 * Elements the example pages break on purpose, to show (and test in the browser) that the
 * runtime keeps such markup as is and warns once. Findings on them are expected until the
 * pages mark them with `<!-- pp-widgets-check ignore -->`.
 */
const deliberatelyBroken: Record<string, string[]> = {
  'content.html': ['id="broken"'],
  'download.html': ['id="dl-malformed"'],
};

describe('checkMarkup', () => {
  it('has an exact expectation for every bad fixture, and they hold at least 25 distinct mistakes', () => {
    expect(Object.keys(expectedFindings).sort()).toEqual(badFiles);
    const distinct = new Set<string>();
    for (const list of Object.values(expectedFindings)) for (const [, , rule, message] of list) distinct.add(rule + ' ' + message);
    expect(distinct.size).toBeGreaterThanOrEqual(25);
  });

  it.each(badFiles)('reports exactly the mistakes of bad/%s', (file) => {
    expect(checkMarkup(read(join(fixtures, 'bad'), file), { file }).map(brief)).toEqual(expectedFindings[file]);
  });

  it.each(goodFiles)('finds nothing in good/%s', (file) => {
    expect(checkMarkup(read(join(fixtures, 'good'), file), { file })).toEqual([]);
  });

  describe.each(Object.entries(TEMPLATE_LANGUAGES))('a real %s template', (_language, file) => {
    it('gives no finding on the correct page', () => {
      expect(checkMarkup(read(join(fixtures, 'good'), file), { file })).toEqual([]);
    });

    it('finds every mistake planted next to its placeholders', () => {
      expect(checkMarkup(read(join(fixtures, 'bad'), file), { file }).map(brief)).toEqual(expectedFindings[file]);
    });
  });

  it.each(examplePages)('finds nothing on examples/%s beyond its deliberately broken elements', (file) => {
    const source = read(examples, file);
    const lines = source.split('\n');
    const brokenLines = (deliberatelyBroken[file] || []).map((needle) => lines.findIndex((l) => l.includes(needle)) + 1);
    const findings = checkMarkup(source);
    expect(findings.filter((f) => brokenLines.indexOf(f.line) === -1)).toEqual([]);
  });

  it.each([
    ['{{ activity.id }}'],
    ['{% activity_id %}'],
    ['{#activityId#}'],
    ['<%= activityId %>'],
    ['${activityId}'],
    ['act-{{ n }}'],
  ])('tolerates the placeholder %s where a value is required', (value) => {
    expect(checkMarkup(`<div data-widget="lucky" data-activity-id="${value.replace(/"/g, '&quot;')}"></div>`)).toEqual([]);
  });

  it('still reports a literal mistake next to placeholders', () => {
    const findings = checkMarkup('<div data-widget="lucky" data-activity-id="4 2" data-hydrate="{{ h }}"></div>');
    expect(findings.map(brief)).toEqual([
      [1, 'error', 'malformed-attribute', 'lucky: data-activity-id="4 2" is not a valid id (letters, digits, - and _)'],
    ]);
  });

  it('reports nothing missing when the tag takes attributes from a placeholder', () => {
    expect(checkMarkup('<a data-widget="download" {{ attrs|safe }}>下载</a>')).toEqual([]);
    expect(checkMarkup('<a data-widget="download" <%- attrs %>>下载</a>')).toEqual([]);
  });

  it('points at the line and column of the attribute at fault', () => {
    const findings = checkMarkup('<p>\n  <a data-widget="download" href="/d" data-name="x"\n     data-id="x1">下载</a>\n</p>');
    expect(findings).toEqual([
      { line: 3, column: 6, severity: 'error', rule: 'malformed-attribute', message: 'download: data-id="x1" must be a number (the app id)' },
    ]);
  });

  it('silences only the named rules after an ignore comment, on the next element only', () => {
    const source = [
      '<!-- pp-widgets-check ignore bad-hydrate -->',
      '<div data-widget="lucky" data-hydrate="soon"></div>',
      '<div data-widget="lucky" data-activity-id="1" data-hydrate="soon"></div>',
    ].join('\n');
    expect(checkMarkup(source).map(brief)).toEqual([
      [2, 'error', 'missing-attribute', 'lucky: the activity id is missing (data-activity-id)'],
      [3, 'error', 'bad-hydrate', 'data-hydrate="soon" is not one of load, idle, visible, interaction'],
    ]);
  });

  it('checks widgets inside <template> contents', () => {
    expect(checkMarkup('<template><div data-widget="lucky"></div></template>').map((f) => f.rule)).toEqual(['missing-attribute']);
  });

  it('does not flag a tips banner button in [data-download-common] when another button can carry the banner', () => {
    expect(checkMarkup(read(join(fixtures, 'good'), 'tips-outside-common.html'))).toEqual([]);
    const alone = '<div data-download-common><a data-widget="download" href="/d" data-id="1" data-name="x" data-tips="gift">下载</a></div>';
    expect(checkMarkup(alone).map((f) => f.rule)).toEqual(['tips-in-common']);
  });

  it('says when data-require-id asks for a real-name step the page config leaves off', () => {
    const page = (head: string, value = '1') =>
      `<!doctype html><html><head>${head}</head><body><a data-widget="download" href="/d" data-id="1" data-name="x" data-require-id="${value}">d</a></body></html>`;
    const config = (json: string) => `<script type="application/json" id="pp-widgets-config">${json}</script>`;
    expect(checkMarkup(page('')).map((f) => f.rule)).toEqual(['realname-off']);
    expect(checkMarkup(page(config('{"realname":{"enabled":false}}'))).map((f) => f.rule)).toEqual(['realname-off']);
    expect(checkMarkup(page(config('{"realname":{"enabled":true}}')))).toEqual([]);
    expect(checkMarkup(page('', '0'))).toEqual([]);
    // Filled in by the server, or set from script: unknown here.
    expect(checkMarkup(page(config('{"realname":{"enabled":{{ rn }}}}')))).toEqual([]);
    expect(checkMarkup(page('<script>window.PPWidgetsConfig = { realname: { enabled: true } };</script>'))).toEqual([]);
    // A partial's page may hold the config.
    expect(checkMarkup('<a data-widget="download" href="/d" data-id="1" data-name="x" data-require-id="1">d</a>')).toEqual([]);
  });

  it('treats legacy duplicate ids in template branches as a warning, not an error', () => {
    const source = '<header data-widget="header"><button data-menu-toggle aria-controls="nav">菜单</button></header>\n' +
      '{% if a %}<nav id="nav"></nav>{% else %}<nav id="nav"></nav>{% endif %}';
    expect(checkMarkup(source).map((f) => f.severity + ' ' + f.rule)).toEqual(['warning duplicate-id']);
  });
});

describe('checkMarkup data-hydrate', () => {
  it('accepts the values the runtime accepts, ignoring case and spaces', () => {
    expect(checkMarkup('<div data-widget="back-to-top" data-hydrate=" Visible "></div>')).toEqual([]);
  });
});

describe('checkMarkup, a template condition inside a start tag', () => {
  // [language, file, if, else, end]
  const LANGUAGES: [string, string, string, string, string][] = [
    ['PHP', 'a.php', '<?php if ($a): ?>', '<?php else: ?>', '<?php endif; ?>'],
    ['Smarty', 'a.tpl', '{if $a}', '{else}', '{/if}'],
    ['Blade', 'a.blade.php', '@if($a) ', ' @else ', ' @endif'],
    ['Twig / Jinja / Django', 'a.html', '{% if a %}', '{% else %}', '{% endif %}'],
    ['Handlebars', 'a.hbs', '{{#if a}}', '{{else}}', '{{/if}}'],
    ['ERB', 'a.erb', '<% if a %>', '<% else %>', '<% end %>'],
    ['EJS', 'a.ejs', '<% if (a) { %>', '<% } else { %>', '<% } %>'],
    ['JSP', 'a.jsp', '<c:choose><c:when test="${a}">', '</c:when><c:otherwise>', '</c:otherwise></c:choose>'],
    ['FreeMarker', 'a.ftl', '<#if a>', '<#else>', '</#if>'],
    ['Velocity', 'a.vm', '#if($a)', '#{else}', '#end'],
    ['Go', 'a.gohtml', '{{if .A}}', '{{else}}', '{{end}}'],
  ];

  it.each(LANGUAGES)('%s: accepts branches that each serve what the widget needs', (_l, file, open, otherwise, end) => {
    const source = `<a data-widget="download" href="/download/apk?appId=1" data-id="1" ${open}data-name="a"${otherwise}data-name="b" data-tips="gift"${end}>下载</a>`;
    expect(checkMarkup(source, { file })).toEqual([]);
  });

  it.each(LANGUAGES)('%s: reports a branch that lacks a required attribute, and a literal mistake inside a branch', (_l, file, open, otherwise, end) => {
    const source = `<a data-widget="download" href="/download/apk?appId=1" ${open}data-id="1" data-name="a"${otherwise}data-id="x" data-name="b"${end}>下载</a>\n` +
      `<a data-widget="download" href="/download/apk?appId=1" data-id="1" ${open}data-name="a"${end}>下载</a>`;
    expect(checkMarkup(source, { file }).map(brief)).toEqual([
      [1, 'error', 'malformed-attribute', 'download: data-id="x" must be a number (the app id) in one branch of the template condition in its tag'],
      [2, 'error', 'missing-attribute', 'download: the app name is missing (data-name) in one branch of the template condition in its tag'],
    ]);
  });

  it('keeps a tag opaque when its control flow is more than branching (an include may add anything)', () => {
    expect(checkMarkup('<a data-widget="download" href="/d" {% include "attrs.html" %}>下载</a>')).toEqual([]);
  });

  it('reads Thymeleaf\'s condition without an else as an attribute that may be left out', () => {
    expect(checkMarkup('<a data-widget="download" href="/d" data-id="1" th:data-name="${a} ? ${n}">下载</a>').map((f) => f.rule)).toEqual(['missing-attribute']);
    expect(checkMarkup('<a data-widget="download" href="/d" data-id="1" th:data-name="${a} ? ${n} : \'x\'">下载</a>')).toEqual([]);
  });
});

describe('checkMarkup, a config that is one server placeholder', () => {
  it.each([
    ['<?= json_encode($c) ?>', 'a.php'], ['<?php echo json_encode($c); ?>', 'a.php'], ['@json($c)', 'a.blade.php'], ['{{ c|tojson }}', 'a.html'],
    ['<%= c.to_json %>', 'a.erb'], ['<%- JSON.stringify(c) %>', 'a.ejs'], ['${c}', 'a.jsp'], ['${c?no_esc}', 'a.ftl'], ['$c', 'a.vm'],
    ['{$c|json_encode}', 'a.tpl'], ['{{{json c}}}', 'a.hbs'], ['{{ .Config }}', 'a.gohtml'], ['[(${c})]', 'a.html'],
  ])('accepts %s as the whole body', (body, file) => {
    expect(checkMarkup(`<script type="application/json" id="pp-widgets-config">\n  ${body}\n</script>`, { file })).toEqual([]);
  });

  it('still checks a body that mixes a placeholder and literal JSON', () => {
    expect(checkMarkup('<script type="application/json" id="pp-widgets-config">{{ a }} {"x": 1}</script>').map((f) => f.rule)).toEqual(['config-json']);
  });
});

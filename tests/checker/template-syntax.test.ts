// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROL, OUTPUT, maskTemplates, maskWithControls } from '../../bin/lib/template-syntax.js';

/** The masked text with each marker run shown as «O» (output) or «C» (control flow). */
const shown = (source: string, file?: string) =>
  maskTemplates(source, { file }).replace(new RegExp(OUTPUT + '+', 'g'), '«O»').replace(new RegExp(CONTROL + '+', 'g'), '«C»');

describe('maskTemplates', () => {
  it('keeps the length and every line break, so lines and columns stay the file\'s', () => {
    const source = '<a data-id="<?= $app[\n"id"] ?>"\n data-name="{{ n }}">';
    const masked = maskTemplates(source);
    expect(masked).toHaveLength(source.length);
    expect(masked.split('\n')).toHaveLength(3);
  });

  it.each([
    ['PHP', '<a data-id="<?= $app["id"] ?>"><?php if ($a > 1): ?>x<?php endif ?>', '<a data-id="«O»">«C»x«C»'],
    ['PHP echo', '<a data-name="<?php echo htmlspecialchars($a["n"]) ?>">', '<a data-name="«O»">'],
    ['Smarty', '<a data-id="{$app.id}" {if $x}data-tips="gift"{/if}>{* note *}{#title#}', '<a data-id="«O»" «C»data-tips="gift"«C»>          «O»'],
    ['Blade', '<a data-id="{{ $a->id }}" data-name="{!! $n !!}" @if($x > 1) y @endif @csrf', '<a data-id="«O»" data-name="«O»" «C» y «C» «O»'],
    ['JSP', '<a data-id="<c:out value="${app.id}"/>"><c:if test="${a > b}">x</c:if>', '<a data-id="«O»">«C»x«C»'],
    ['FreeMarker', '<#list apps as app><a data-id="${app.id?c}"></#list><@layout.page title="x">', '«C»<a data-id="«O»">«C»«O»'],
    ['Thymeleaf inline', '<p>[[${app.name}]] [(${html})]</p>', '<p>«O» «O»</p>'],
    ['Go', '{{ range .Apps }}<a data-id="{{ .ID }}">{{ end }}', '«C»<a data-id="«O»">«C»'],
    ['Handlebars', '{{#each apps}}<img src="{{{icon}}}">{{/each}}', '«C»<img src="«O»">«C»'],
  ])('reads %s placeholders', (_name, source, expected) => {
    expect(shown(source)).toBe(expected);
  });

  it('reads Velocity\'s short forms in a Velocity template only', () => {
    const source = '#foreach($r in $list)<a data-id="$r.id" data-name="$!{r.name}" data-x="$map["k"].get(1)">#end ## note';
    expect(shown(source, 'page.vm')).toBe('«C»<a data-id="«O»" data-name="«O»" data-x="«O»">«C»        ');
    // Elsewhere `$abc`, `$5` and `#end` are literal text (an anchor, a price).
    expect(shown('<a href="#end" data-price="$5" data-x="$abc">', 'page.html')).toBe('<a href="#end" data-price="$5" data-x="$abc">');
  });

  it.each([
    ['Django', '{% comment "old" %}<div data-widget="lucky"></div>{% endcomment %}'],
    ['Jinja / Twig', '{# <div data-widget="lucky"></div> #}'],
    ['Smarty', '{* <div data-widget="lucky"></div> *}'],
    ['JSP', '<%-- <div data-widget="lucky"></div> --%>'],
    ['Blade', '{{-- <div data-widget="lucky"></div> --}}'],
    ['FreeMarker', '<#-- <div data-widget="lucky"></div> -->'],
    ['Handlebars', '{{!-- <div data-widget="lucky">{{x}}</div> --}}'],
    ['Mustache', '{{! <div data-widget="lucky"></div> }}'],
    ['ERB / EJS', '<%# <div data-widget="lucky"></div> %>'],
    ['Thymeleaf', '<!--/*--> <div data-widget="lucky"></div> <!--*/-->'],
    ['Go', '{{/* <div data-widget="lucky"></div> */}}'],
    ['Go, trimmed', '{{- /* <div data-widget="lucky"></div> */ -}}'],
    ['Razor', '@* <div data-widget="lucky"></div> *@'],
    ['PHP', '<?php /* ?> <div data-widget="lucky"></div> <?php */ ?>'],
  ])('masks a %s comment block as spaces', (_name, source) => {
    expect(maskTemplates(source)).toBe(' '.repeat(source.length));
  });

  it('masks Velocity comments as spaces', () => {
    expect(maskTemplates('#* <div data-widget="lucky"> *#', { file: 'a.vm' })).toBe(' '.repeat(31));
  });

  it('ends a PHP block at the ?> outside strings, not inside one', () => {
    expect(shown('<?php echo "?>"; ?><a>')).toBe('«O»<a>');
  });

  it('says what each control placeholder does', () => {
    const kinds = (source: string, file?: string) => maskWithControls(source, { file }).controls.map((c) => c.kind);
    expect(kinds('{% if a %}{% elif b %}{% else %}{% endif %}{% for x in y %}{% empty %}{% endfor %}{% include "x" %}')).toEqual(
      ['if', 'elif', 'else', 'end', 'loop', 'else', 'end', 'other']);
    expect(kinds('{if $a}{elseif $b}{else}{/if}{foreach $a as $b}{/foreach}')).toEqual(['if', 'elif', 'else', 'end', 'loop', 'end']);
    expect(kinds('<?php if ($a): ?><?php elseif ($b): ?><?php else: ?><?php endif; ?><?php if ($a) { ?><?php } else { ?><?php } ?>')).toEqual(
      ['if', 'elif', 'else', 'end', 'if', 'else', 'end']);
    expect(kinds('<% if a %><% elsif b %><% else %><% end %><% if (a) { %><% } else { %><% } %><% list.forEach(function (r) { %><% }) %>')).toEqual(
      ['if', 'elif', 'else', 'end', 'if', 'else', 'end', 'loop', 'end']);
    expect(kinds('<c:if test="${a}"></c:if><c:choose><c:when test="${a}"></c:when><c:otherwise></c:otherwise></c:choose>')).toEqual(
      ['if', 'end', 'switch', 'case', 'ignore', 'else', 'ignore', 'end']);
    expect(kinds('<#if a><#elseif b><#else></#if><#list a as b></#list>')).toEqual(['if', 'elif', 'else', 'end', 'loop', 'end']);
    expect(kinds('{{#if a}}{{else if b}}{{else}}{{/if}}{{#each a}}{{/each}}{{^a}}{{/a}}')).toEqual(['if', 'elif', 'else', 'end', 'loop', 'end', 'if', 'end']);
    expect(kinds('{{if .A}}{{else if .B}}{{else}}{{end}}{{- range .X}}{{end}}')).toEqual(['if', 'elif', 'else', 'end', 'loop', 'end']);
    expect(kinds('#if($a)#elseif($b)#{else}#end', 'a.vm')).toEqual(['if', 'elif', 'else', 'end']);
    expect(kinds('@if($a) @elseif($b) @else @endif @isset($a) @endisset')).toEqual(['if', 'elif', 'else', 'end', 'if', 'end']);
  });

  it('leaves an unclosed delimiter and everything after it alone', () => {
    expect(shown('var a = arr[(i)]; b = [( 1 <a data-id="x">')).toBe('var a = arr«O»; b = [( 1 <a data-id="x">');
    expect(shown('{{ oops <a data-id="x">')).toBe('{{ oops <a data-id="x">');
  });

  it('leaves CSS at-rules, e-mail addresses and an XML declaration alone', () => {
    const source = '<?xml version="1.0"?><style>@media (min-width: 1px) {}</style><p>me@if.example</p>';
    expect(shown(source)).toBe(source);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROL, OUTPUT, maskTemplates } from '../../bin/lib/template-syntax.js';

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
    ['Smarty', '<a data-id="{$app.id}" {if $x}data-tips="gift"{/if}>{* note *}', '<a data-id="«O»" «C»data-tips="gift"«C»>«O»'],
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
    expect(shown(source, 'page.vm')).toBe('«C»<a data-id="«O»" data-name="«O»" data-x="«O»">«C» «O»');
    // Elsewhere `$abc`, `$5` and `#end` are literal text (an anchor, a price).
    expect(shown('<a href="#end" data-price="$5" data-x="$abc">', 'page.html')).toBe('<a href="#end" data-price="$5" data-x="$abc">');
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

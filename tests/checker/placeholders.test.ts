// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasControlFlow, hasPlaceholder, isPlaceholderPiece, placeholderPattern, replacePlaceholders } from '../../bin/lib/placeholders.js';

describe('hasPlaceholder', () => {
  it.each(['{{ a }}', 'x-{% b %}', '{# note #}', '<%= c %>', '<%- c %>', '${d}', 'app-${ id }-x'])('finds one in %s', (value) => {
    expect(hasPlaceholder(value)).toBe(true);
  });

  it.each(['123', '{ "a": 1 }', '50%', '$5', '{a}', '', null])('finds none in %s', (value) => {
    expect(hasPlaceholder(value)).toBe(false);
  });
});

describe('isPlaceholderPiece', () => {
  it('recognises the attribute names parse5 reads from a placeholder inside a tag', () => {
    expect(['{{', '}}', '{%', '%}', '<%=', '${attrs}'].every(isPlaceholderPiece)).toBe(true);
    expect(['data-id', 'attrs', 'href'].some(isPlaceholderPiece)).toBe(false);
  });
});

describe('hasControlFlow', () => {
  it('sees branches and loops but not plain output', () => {
    expect(hasControlFlow('{% if a %}x{% endif %}')).toBe(true);
    expect(hasControlFlow('<% if (a) { %>x<% } %>')).toBe(true);
    expect(hasControlFlow('{{#each apps}}x{{/each}}')).toBe(true);
    expect(hasControlFlow('{{ a }} <%= b %> ${c}')).toBe(false);
  });
});

describe('replacePlaceholders', () => {
  it('replaces every placeholder', () => {
    expect(replacePlaceholders('{"a": "{{ x }}", "b": {{ y }}, "c": <%= z %>}', 'null')).toBe('{"a": "null", "b": null, "c": null}');
  });
});

describe('placeholderPattern', () => {
  it('matches the values a templated id can take, and only those', () => {
    const re = placeholderPattern('tags-{{ section }}.x');
    expect(re.test('tags-games.x')).toBe(true);
    expect(re.test('tags-.x')).toBe(true);
    expect(re.test('nav')).toBe(false);
    expect(re.test('tags-gamesXx')).toBe(false);
  });
});

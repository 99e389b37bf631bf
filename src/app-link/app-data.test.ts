import { describe, expect, it } from 'vitest';
import { readApp } from './app-data';

function button(attrs: Record<string, string>): HTMLElement {
  const a = document.createElement('a');
  for (const k of Object.keys(attrs)) a.setAttribute(k, attrs[k]);
  return a;
}

function app(attrs: Record<string, string>) {
  const r = readApp(button(attrs));
  if ('error' in r) throw new Error('unexpected error: ' + r.error);
  return r.app;
}

describe('readApp', () => {
  it('reads every kebab-case app attribute', () => {
    const a = app({
      'data-id': '123', 'data-version-id': '9', 'data-name': '示例', 'data-package-name': 'com.example',
      'data-version-code': '10', 'data-version-name': '1.0.0', 'data-icon-url': 'https://x/i.png',
      'data-resource-type': '1', 'data-category-id': '5', 'data-sub-category-id': '51', 'data-require-id': '1',
    });
    expect(a).toEqual({
      id: '123', versionId: '9', name: '示例', packageName: 'com.example', versionCode: '10',
      versionName: '1.0.0', iconUrl: 'https://x/i.png', resourceType: 1, categoryId: '5',
      subCategoryId: '51', requireId: true,
    });
  });

  it('reads the legacy lowercase forms', () => {
    const a = app({
      'data-appid': '77', 'data-versionid': '3', 'data-packagename': 'com.legacy', 'data-resourcetype': 'game',
      'data-requireid': '2', 'data-versioncode': '4', 'data-categoryid': '8', 'data-subcategoryid': '81',
    });
    expect(a.id).toBe('77');
    expect(a.versionId).toBe('3');
    expect(a.packageName).toBe('com.legacy');
    expect(a.resourceType).toBe(1);
    expect(a.requireId).toBe(true);
    expect(a.versionCode).toBe('4');
    expect(a.categoryId).toBe('8');
    expect(a.subCategoryId).toBe('81');
  });

  it('prefers the kebab-case form when both are present', () => {
    expect(app({ 'data-id': '1', 'data-appid': '2' }).id).toBe('1');
  });

  it('maps soft to 0 and game to 1, defaulting to soft', () => {
    expect(app({ 'data-id': '1', 'data-resource-type': 'soft' }).resourceType).toBe(0);
    expect(app({ 'data-id': '1', 'data-resource-type': '0' }).resourceType).toBe(0);
    expect(app({ 'data-id': '1', 'data-resource-type': 'GAME' }).resourceType).toBe(1);
    expect(app({ 'data-id': '1' }).resourceType).toBe(0);
  });

  it('treats requireId 0 or empty as no ID required', () => {
    expect(app({ 'data-id': '1', 'data-require-id': '0' }).requireId).toBe(false);
    expect(app({ 'data-id': '1', 'data-require-id': '' }).requireId).toBe(false);
    expect(app({ 'data-id': '1' }).requireId).toBe(false);
  });

  it('reads appOpExtInfo.misc.requireID', () => {
    expect(app({ 'data-id': '1', 'data-app-op-ext-info': '{"misc":{"requireID":1}}' }).requireId).toBe(true);
    expect(app({ 'data-id': '1', 'data-appopextinfo': '{"misc":{"requireID":"1"}}' }).requireId).toBe(true);
    expect(app({ 'data-id': '1', 'data-app-op-ext-info': '{"misc":{"requireID":0}}' }).requireId).toBe(false);
    expect(app({ 'data-id': '1', 'data-app-op-ext-info': '{}' }).requireId).toBe(false);
  });

  it('reports a missing or malformed id', () => {
    const missing = readApp(button({ 'data-name': 'x' }));
    expect('error' in missing && missing.error).toMatch(/data-id/);
    const bad = readApp(button({ 'data-id': '1 OR 1=1' }));
    expect('error' in bad && bad.error).toMatch(/malformed app id/);
  });

  it('reports a malformed resource type and malformed appOpExtInfo JSON', () => {
    const t = readApp(button({ 'data-id': '1', 'data-resource-type': 'movie' }));
    expect('error' in t && t.error).toMatch(/data-resource-type/);
    const j = readApp(button({ 'data-id': '1', 'data-app-op-ext-info': '{misc:' }));
    expect('error' in j && j.error).toMatch(/data-app-op-ext-info/);
  });

  it('reports a resource type that names an Object property as malformed', () => {
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const r = readApp(button({ 'data-id': '1', 'data-resource-type': value }));
      expect('error' in r && r.error).toMatch(/data-resource-type/);
    }
  });
});

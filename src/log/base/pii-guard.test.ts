import { describe, expect, it } from 'vitest';
import { hasPersonalQuery, isPersonalKey, looksPersonal, scrubFields, scrubUrl } from './pii-guard';

describe('isPersonalKey', () => {
  it('recognises name, national ID and phone fields in any spelling', () => {
    for (const k of ['name', 'Name', 'realName', 'real_name', 'key_name', 'identity', 'idCard', 'id_card', 'IDNumber', 'phone', 'mobile', 'Mobile-Phone', 'tel', 'cellphone']) {
      expect([k, isPersonalKey(k)]).toEqual([k, true]);
    }
  });

  it('lets app and space fields through', () => {
    for (const k of ['appName', 'spaceName', 'packageName', 'id', 'appId', 'versionName', 'categoryId']) {
      expect([k, isPersonalKey(k)]).toEqual([k, false]);
    }
  });
});

describe('looksPersonal', () => {
  it('spots national IDs and mainland mobile numbers', () => {
    for (const v of ['11010519491231002X', '110105194912310021', '13812345678', 13812345678, '+8613812345678', ' 19912345678 ']) expect([v, looksPersonal(v)]).toEqual([v, true]);
  });

  it('leaves ordinary ids and counts alone', () => {
    for (const v of [123456, '2000000', '12345678901', 'com.example', '1381234567', true, null]) expect([v, looksPersonal(v)]).toEqual([v, false]);
  });
});

describe('scrubUrl', () => {
  it('removes personal parameters by name or value and keeps the rest', () => {
    expect(scrubUrl('https://a.example/p?appId=1&phone=x&n=13812345678&name=%E5%BC%A0%E4%B8%89&q=ok#top')).toBe('https://a.example/p?appId=1&q=ok');
  });

  it('drops the query mark when nothing is left and drops undecodable parameters', () => {
    expect(scrubUrl('/p?realName=a')).toBe('/p');
    expect(scrubUrl('/p?a=%E0%A4%A&b=1')).toBe('/p?b=1');
    expect(scrubUrl('/p')).toBe('/p');
  });
});

describe('hasPersonalQuery', () => {
  it('tells whether a URL query holds personal data', () => {
    expect(hasPersonalQuery('https://a.example/p?appId=1&mobile=x')).toBe(true);
    expect(hasPersonalQuery('/p?q=13812345678')).toBe(true);
    expect(hasPersonalQuery('/p?a=%E0%A4%A')).toBe(true);
    expect(hasPersonalQuery('/p?appId=1#phone=1')).toBe(false);
    expect(hasPersonalQuery('/p')).toBe(false);
  });
});

describe('scrubFields', () => {
  it('drops personal fields, nested ones too, and names what it dropped', () => {
    const { fields, dropped } = scrubFields({
      appId: 1,
      appName: '微信',
      name: '张三',
      user: { identity: '11010519491231002X', city: 'x', contacts: [{ phone: '1' }, { note: '13812345678' }, 'ok'] },
      misc: '13812345678',
    });
    expect(fields).toEqual({ appId: 1, appName: '微信', user: { city: 'x', contacts: [{}, {}, 'ok'] } });
    expect(dropped.sort()).toEqual(['identity', 'misc', 'name', 'note', 'phone'].sort());
  });

  it('scrubs URL fields', () => {
    expect(scrubFields({ url: '/a?mobile=1&x=2', ref: '/b?idCard=1' }).fields).toEqual({ url: '/a?x=2', ref: '/b' });
  });

  it('stops at a small depth instead of following a cycle', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(() => scrubFields(loop)).not.toThrow();
  });

  it('copies rather than changes its input', () => {
    const input = { name: 'x', appId: 1 };
    scrubFields(input);
    expect(input).toEqual({ name: 'x', appId: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { cleanRefUrl } from './ref-url';

describe('cleanRefUrl', () => {
  it('removes tokens, tickets, signatures, personal data and the fragment', () => {
    const href = 'https://m.example.com/a?p=t&userToken=x&ticket=1&sign=2&name=张三&phone=13800138000&identity=1&ch_src=s#top';
    expect(cleanRefUrl(href)).toBe('https://m.example.com/a?p=t&ch_src=s');
  });

  it('drops the ? when nothing is left', () => {
    expect(cleanRefUrl('https://m.example.com/a?session=1')).toBe('https://m.example.com/a');
  });

  it('keeps an address without query as it is', () => {
    expect(cleanRefUrl('https://m.example.com/a')).toBe('https://m.example.com/a');
  });

  it('drops a parameter whose name cannot be decoded', () => {
    expect(cleanRefUrl('https://m.example.com/a?%E0%A4%A=1&p=t')).toBe('https://m.example.com/a?p=t');
  });
});

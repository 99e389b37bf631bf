import { describe, expect, it } from 'vitest';
import { parseBody, readEnvelope, unwrap } from './envelope';
import { ErrorCode } from './errors';

describe('parseBody', () => {
  it('parses JSON, ignoring a BOM and whitespace', () => {
    expect(parseBody('\uFEFF {"a":1} ', 'application/json', '/x')).toEqual({ ok: true, json: { a: 1 } });
  });

  it.each([
    ['', 'empty response'],
    ['   ', 'empty response'],
    ['<!DOCTYPE html><p>login</p>', 'HTML'],
    ['{"a":', 'malformed JSON'],
  ])('gives a BAD_RESPONSE state for %j', (text, msg) => {
    const out = parseBody(text, 'application/json', '/x');
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.state.code).toBe(ErrorCode.BAD_RESPONSE);
      expect(out.state.msg).toContain(msg);
      expect(out.state.msg).toContain('[/x]');
    }
  });

  it('treats a text/html answer as HTML even when it looks like JSON', () => {
    expect(parseBody('{"a":1}', 'text/html; charset=utf-8', '/x').ok).toBe(false);
  });
});

describe('readEnvelope', () => {
  it('reads state and data', () => {
    expect(readEnvelope({ state: { code: 2000000, msg: '成功' }, data: [1] }, '/x')).toEqual({ state: { code: 2000000, msg: '成功' }, data: [1] });
  });

  it('moves a top-level code and msg into state, numeric strings too', () => {
    expect(readEnvelope({ code: '5090002', msg: 'full', data: null }, '/x').state).toEqual({ code: 5090002, msg: 'full' });
  });

  it('gives BAD_RESPONSE for JSON without a state', () => {
    expect(readEnvelope({ data: 1 }, '/x').state.code).toBe(ErrorCode.BAD_RESPONSE);
    expect(readEnvelope([1], '/x').state.code).toBe(ErrorCode.BAD_RESPONSE);
    expect(readEnvelope({ state: { code: 'abc' } }, '/x').state.code).toBe(ErrorCode.BAD_RESPONSE);
  });
});

describe('unwrap', () => {
  it('succeeds only on code 2000000', () => {
    expect(unwrap({ state: { code: 2000000 }, data: 'd' }, '/x')).toEqual({ ok: true, data: 'd' });
    expect(unwrap({ state: { code: 200 }, data: 'd' }, '/x').ok).toBe(false);
  });

  it('keeps the data of a failed answer on the state', () => {
    const out = unwrap({ state: { code: 5050017, msg: 'no' }, data: { hint: 1 } }, '/x');
    expect(out).toEqual({ ok: false, state: { code: 5050017, msg: 'no', data: { hint: 1 } } });
  });
});

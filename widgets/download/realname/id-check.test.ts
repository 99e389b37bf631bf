import { describe, expect, it } from 'vitest';
import { daysInMonth, idCheckChar, isLeapYear, isValidId } from './id-check';

// Real-format vectors with correct GB 11643 check characters, computed independently of this
// code (a separate script), across regions, decades and leap days.
const VALID = [
  '11010519491231002X', // the example printed in GB 11643-1999
  '440524188001010014', // the standard's other example (18xx birth year)
  '110105194912313319', '310104198001019708', '440305199206151543', '510107200002294046',
  '330106199602296664', '420111200402290493', '320102201202290741', '370202198802298405',
  '610113201602295486', '50010320240229096X', '650102197001013745', '540102199912315967',
  '210202200510100597', '350203198507079317', '430104201011305195', '110105197503312191',
  '31010419630520038X', '440305201812250883', '510107198909014444', '330106199304304283',
  '420111200108150713', '320102195802282464', '370202202002290922', '610113197706105641',
  '500103199910014342', '650102200808080601', '540102196901018461', '210202201901315792',
  '350203198709231268', '430104199511129706', '110105202201012285', '310104189901016452',
  '31010419960229577X', '43010419951112370X', '37020219951112491X',
];

// Correct format, wrong check character.
const WRONG_CHECK = [
  '110105194912313317', '310104198001019706', '440305199206151541', '510107200002294044',
  '330106199602296662', '420111200402290491', '32010220120229074X', '370202198802298403',
  '110105194912310021',
];

// Correct check characters, impossible dates: 1900/1949/2100/2023 are not leap years,
// 30 Feb, 31 Apr, month 13/00, day 00/32, 31 Sep, 31 Nov.
const BAD_DATE = [
  '110105190002291239', '110105194902291232', '110105210002291234', '110105199902301237',
  '110105200104311233', '110105198713011236', '110105198700011237', '110105198701001233',
  '110105198706321236', '110105202302291236', '110105197009311230', '110105199811311237',
];

const BAD_FORMAT = [
  '', '1101051949123100', '11010519491231002', '1101051949123100200', '11010519491231002Y',
  '1101051949123100XX', 'X10105194912310021', '11010519491231 002X', '１１０１０５１９４９１２３１００２Ｘ',
  '110105-19491231-002X', '15012319491231002', 'abcdefghijklmnopqr',
];

describe('isValidId', () => {
  it('accepts real-format numbers with the right check character', () => {
    expect(VALID.length).toBeGreaterThanOrEqual(30);
    for (const id of VALID) expect(isValidId(id), id).toBe(true);
  });

  it('accepts a lowercase x check character', () => {
    expect(isValidId('11010519491231002x')).toBe(true);
    expect(isValidId('50010320240229096x')).toBe(true);
  });

  it('rejects a wrong check character in strict mode but not in format mode', () => {
    for (const id of WRONG_CHECK) {
      expect(isValidId(id), id).toBe(false);
      expect(isValidId(id, 'format'), id).toBe(true);
    }
  });

  it('rejects impossible dates including 29 February of common years', () => {
    for (const id of BAD_DATE) {
      expect(isValidId(id), id).toBe(false);
      expect(isValidId(id, 'format'), id).toBe(true);
    }
  });

  it('accepts 29 February of leap years including 2000', () => {
    const leapDays = VALID.filter((id) => id.slice(10, 14) === '0229');
    expect(leapDays.length).toBeGreaterThanOrEqual(8);
    expect(leapDays.some((id) => id.slice(6, 10) === '2000')).toBe(true);
  });

  it('rejects anything not shaped like the product rules pattern in both modes', () => {
    for (const id of BAD_FORMAT) {
      expect(isValidId(id), id).toBe(false);
      expect(isValidId(id, 'format'), id).toBe(false);
    }
  });

  it('ignores surrounding spaces', () => {
    expect(isValidId(' 11010519491231002X ')).toBe(true);
  });
});

describe('idCheckChar', () => {
  it('computes the GB 11643 character for the standard examples', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
  });
});

describe('isLeapYear', () => {
  it('follows the Gregorian rule', () => {
    expect([1996, 2000, 2004, 2024, 1600].map(isLeapYear)).toEqual([true, true, true, true, true]);
    expect([1900, 1949, 2100, 2023, 1800].map(isLeapYear)).toEqual([false, false, false, false, false]);
  });
});

describe('daysInMonth', () => {
  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

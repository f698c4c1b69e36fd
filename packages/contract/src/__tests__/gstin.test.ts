import { describe, expect, it } from 'vitest';

import { CONFIGURATION_SCHEMAS } from '../configurations';
import { gstinCheckCharacter, gstinProblem, gstinStateCode, ZGstin, ZOptionalGstin } from '../gstin';

// Published GSTINs (their check characters are the registry's).
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    for (const gstin of VALID) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
  });

  it('accepts them, typed in lower case with spaces around', () => {
    for (const gstin of VALID) expect(ZGstin.parse(` ${gstin.toLowerCase()} `)).toBe(gstin);
  });

  it('refuses any one character changed, by the check character or the shape', () => {
    const gstin = VALID[0]!;
    for (let i = 0; i < 15; i += 1) {
      const other = gstin[i] === '9' ? '8' : gstin[i] === 'A' ? 'B' : i === 13 ? 'Y' : '9';
      const changed = gstin.slice(0, i) + other + gstin.slice(i + 1);
      expect(gstinProblem(changed), changed).not.toBeNull();
    }
  });

  it('names the problem', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters');
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('00 is not a GST state code');
    expect(gstinProblem('27AAPFU0939F1ZX')).toMatch(/^The last character does not match/);
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/^A GSTIN is a 2-digit state code/);
  });

  it('gives the state code, none without a GSTIN; the setting may be empty but not blank-but-wrong', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateCode('')).toBeNull();
    expect(ZOptionalGstin.parse('  ')).toBe('');
    expect(CONFIGURATION_SCHEMAS.gstin.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { memoized } from './memo.js';
import { findMoney, foldText, splitCells } from './tokens.js';

describe('memoized', () => {
  it('reads a string once while it is remembered, and gives the same value', () => {
    const calls: string[] = [];
    const upper = memoized((text) => {
      calls.push(text);
      return text.toUpperCase();
    });
    expect(upper('fuel')).toBe('FUEL');
    expect(upper('fuel')).toBe('FUEL');
    expect(upper('net')).toBe('NET');
    expect(calls).toEqual(['fuel', 'net']);
  });

  it('remembers no more than its size: when full it forgets and starts again', () => {
    let calls = 0;
    const length = memoized((text) => {
      calls += 1;
      return text.length;
    }, 2);
    length('a');
    length('bb');
    length('ccc'); // full: the memory restarts with this one
    expect(calls).toBe(3);
    length('ccc');
    expect(calls).toBe(3);
    length('a');
    expect(calls).toBe(4);
  });

  it('remembers undefined and null results too', () => {
    let calls = 0;
    const nothing = memoized(() => {
      calls += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });
});

describe('remembered readers of a line', () => {
  it('share frozen values, so no caller can change what the next one reads', () => {
    const money = findMoney('Fuel  1,234.56  Tolls 12.00');
    expect(Object.isFrozen(money)).toBe(true);
    expect(findMoney('Fuel  1,234.56  Tolls 12.00')).toBe(money);
    expect(money.map((m) => m.cents)).toEqual([123_456, 1_200]);
    expect(Object.isFrozen(splitCells('Load #  Miles  Pay'))).toBe(true);
  });

  it('keep the locale apart: the same line reads differently with comma decimals', () => {
    const line = 'Total  1 234,56';
    expect(findMoney(line, { decimal: ',', spaceGroups: true }).map((m) => m.cents)).toEqual([123_456]);
    expect(findMoney(line, { decimal: '.', spaceGroups: false }).map((m) => m.cents)).toEqual([23_456]);
    expect(foldText('Liquidación')).toBe('llquldaclon');
  });
});

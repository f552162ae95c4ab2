// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKLIST_STORAGE_KEY, readTicks, writeTicks } from './checklist-storage';
import { TASK_IDS } from './checklist';

const KNOWN = ['filters', 'outdoor-unit', 'anode'] as const;

beforeEach(() => window.localStorage.clear());

describe('checklist storage', () => {
  it('reads back what it wrote, under one versioned key', () => {
    expect(writeTicks(window.localStorage, ['filters', 'anode'])).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '')).toEqual({ version: 1, ticked: ['filters', 'anode'] });
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set(['filters', 'anode']));
    expect(window.localStorage.length).toBe(1);
  });

  it('starts empty when nothing is stored', () => {
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set());
    expect(readTicks(undefined, KNOWN)).toEqual(new Set());
  });

  it('removes the key when no task is ticked', () => {
    writeTicks(window.localStorage, ['filters']);
    writeTicks(window.localStorage, []);
    expect(window.localStorage.getItem(CHECKLIST_STORAGE_KEY)).toBeNull();
  });

  it('treats corrupt JSON as nothing ticked, and the next write repairs it', () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, '{"version":1,"ticked":["filters"');
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set());
    writeTicks(window.localStorage, ['anode']);
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set(['anode']));
  });

  it.each([
    ['another version', { version: 2, ticked: ['filters'] }],
    ['no version', { ticked: ['filters'] }],
    ['ticks that are not a list', { version: 1, ticked: 'filters' }],
    ['ids that are not text', { version: 1, ticked: [1, 2] }],
    ['a bare list', ['filters']],
    ['null', null],
  ])('ignores %s', (_name, stored) => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(stored));
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set());
  });

  it('drops ids of tasks that no longer exist', () => {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify({ version: 1, ticked: ['filters', 'removed-task'] }));
    expect(readTicks(window.localStorage, KNOWN)).toEqual(new Set(['filters']));
  });

  it('survives a browser that refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readTicks(refusing, KNOWN)).toEqual(new Set());
    expect(writeTicks(refusing, ['filters'])).toBe(false);
    expect(writeTicks(undefined, ['filters'])).toBe(false);
  });

  it('works with the real task ids, which are unique', () => {
    expect(new Set(TASK_IDS).size).toBe(TASK_IDS.length);
    writeTicks(window.localStorage, [TASK_IDS[0], TASK_IDS[TASK_IDS.length - 1]]);
    expect(readTicks(window.localStorage, TASK_IDS)).toEqual(new Set([TASK_IDS[0], TASK_IDS[TASK_IDS.length - 1]]));
  });
});

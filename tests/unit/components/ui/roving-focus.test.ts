import { rovingIndex } from '@/components/ui/roving-focus';

describe('rovingIndex', () => {
  it('moves down and up with wrapping, and to the ends with Home and End', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3)).toBe(2);
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
  });

  it('enters the group from outside at the first (Down) or last (Up) item', () => {
    expect(rovingIndex('ArrowDown', -1, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('ignores other keys and empty groups', () => {
    expect(rovingIndex('Enter', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

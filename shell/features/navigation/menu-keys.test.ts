import { describe, expect, it } from 'vitest';
import { moveFocusInPanel, nextFocusIndex } from './menu-keys';

describe('nextFocusIndex', () => {
  it('wraps around with the arrows and jumps with Home/End', () => {
    expect(nextFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextFocusIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextFocusIndex('Home', 2, 3)).toBe(0);
    expect(nextFocusIndex('End', 0, 3)).toBe(2);
    expect(nextFocusIndex('x', 0, 3)).toBeNull();
    expect(nextFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('moveFocusInPanel', () => {
  it('skips the controls of a nested panel and titles', () => {
    document.body.innerHTML = `
      <ul data-menu-panel id="outer">
        <li><span>Title</span></li>
        <li><a href="/a">A</a></li>
        <li><button>B</button><ul data-menu-panel><li><a href="/c">C</a></li></ul></li>
        <li><a href="/d">D</a></li>
      </ul>`;
    const outer = document.getElementById('outer') as HTMLElement;
    moveFocusInPanel(outer, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('A');
    moveFocusInPanel(outer, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('B');
    moveFocusInPanel(outer, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('D');
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction, hasInteracted } from './first-interaction.ts';

describe('the visitor’s first interaction', () => {
  it('holds the tasks until the first sign of the visitor, runs each once, and at once from then on', () => {
    const fetchDialogs = vi.fn();
    const fetchSearch = vi.fn();
    const cancelled = vi.fn();
    afterFirstInteraction(fetchDialogs);
    afterFirstInteraction(fetchSearch);
    const cancel = afterFirstInteraction(cancelled);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(hasInteracted()).toBe(false);
    expect(fetchDialogs).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(hasInteracted()).toBe(true);
    expect(fetchDialogs).toHaveBeenCalledTimes(1);
    expect(fetchSearch).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

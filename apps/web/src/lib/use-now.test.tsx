// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

function Clock({ everyMs }: { everyMs: number }) {
  return <time>{useNow(everyMs).toISOString()}</time>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-12-07T18:00:12.345Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('takes over the server’s page without rendering again, and moves when the next period starts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock everyMs={30_000} />);
    expect(container.textContent).toBe('2026-12-07T18:00:00.000Z');

    let renders = 0;
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Profiler id="clock" onRender={() => void (renders += 1)}>
          <Clock everyMs={30_000} />
        </Profiler>,
      ),
    );
    expect(renders).toBe(1);

    await act(async () => void vi.advanceTimersByTime(17_654));
    expect(container.textContent).toBe('2026-12-07T18:00:00.000Z');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('2026-12-07T18:00:30.000Z');
    expect(renders).toBe(2);
    root.unmount();
  });
});

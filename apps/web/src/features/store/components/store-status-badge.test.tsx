// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { store } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { UNKNOWN_STATUS, type StoreStatus } from '../status.ts';
import { StoreStatusBadge } from './store-status-badge.tsx';

const open: StoreStatus = {
  ...UNKNOWN_STATUS,
  state: 'open',
  isOpen: true,
  statusText: 'Open',
  todayHours: [{ open_time: '11:30', close_time: '22:00' }],
  hoursText: '11:30 - 22:00',
};

const placeholderIn = (status: HTMLElement) => status.querySelector('[aria-hidden="true"].animate-pulse');

describe('the store status badge', () => {
  it("keeps the line's place before the first status message, and claims nothing", async () => {
    renderPage(<StoreStatusBadge status={UNKNOWN_STATUS} store={store} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('');
    expect(placeholderIn(status)).not.toBeNull();
  });

  it('shows the hours in place of the placeholder once the status is known', async () => {
    renderPage(<StoreStatusBadge status={open} store={store} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('11:30 - 22:00');
    expect(placeholderIn(status)).toBeNull();
  });

  it('shows no placeholder while reconnecting: the last hours it heard stand', async () => {
    renderPage(<StoreStatusBadge status={{ ...open, state: 'unknown', reconnecting: true }} store={store} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('11:30 - 22:00');
    expect(placeholderIn(status)).toBeNull();
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render.tsx';
import { GoLiveChecklist } from './go-live-checklist.tsx';

const ALL_DONE = {
  legal_details: true,
  legal_texts: true,
  opening_hours: true,
  payment_method: true,
  email_server: true,
  test_order: true,
};

describe('GoLiveChecklist', () => {
  it('lists what is left, each with where it is fixed, and ticks what is done', () => {
    renderPage(<GoLiveChecklist checklist={{ ...ALL_DONE, legal_texts: false, email_server: false }} />);
    const list = screen.getByRole('region', { name: 'Before you go live' });
    expect(list).toHaveTextContent('2 steps of 6 left.');
    expect(within(list).getByRole('link', { name: 'Write them' })).toHaveAttribute('href', '/admin/legal');
    expect(list).toHaveTextContent('set SMTP_URL in its settings');
    expect(within(list).getAllByRole('img', { name: 'Done' })).toHaveLength(4);
    expect(within(list).getAllByRole('img', { name: 'To do' })).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: 'Set hours' })).not.toBeInTheDocument();
  });

  it('goes away once everything is done', () => {
    renderPage(<GoLiveChecklist checklist={ALL_DONE} />);
    expect(screen.queryByRole('region', { name: 'Before you go live' })).not.toBeInTheDocument();
  });
});

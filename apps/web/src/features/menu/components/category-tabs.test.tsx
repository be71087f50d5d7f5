// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { category } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { CategoryTabs } from './category-tabs.tsx';

const categories = [category(1, 'Starters'), category(2, 'Desserts'), category(3, 'Drinks')];

describe('CategoryTabs', () => {
  it('is a labelled navigation that marks the category being read and sticks under the header', () => {
    renderPage(<CategoryTabs categories={categories} activeId={2} onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(nav).toHaveAttribute('data-sticky-top');
    expect(within(nav).getByRole('link', { name: 'Desserts' })).toHaveAttribute('aria-current', 'location');
    expect(within(nav).getByRole('link', { name: 'Drinks' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '#category-3');
  });

  it('hands a tapped category to the page instead of jumping to the anchor', async () => {
    const onSelect = vi.fn();
    const { user } = renderPage(<CategoryTabs categories={categories} activeId={1} onSelect={onSelect} />);
    await user.click(screen.getByRole('link', { name: 'Drinks' }));
    expect(onSelect).toHaveBeenCalledWith(3);
    expect(window.location.hash).toBe('');
  });
});

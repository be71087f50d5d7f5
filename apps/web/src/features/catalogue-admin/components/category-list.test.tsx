// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast.tsx';
import { stubApi } from '@/testing/fake-api.ts';
import { category, reducedTax } from '@/testing/fixtures.ts';
import { renderPage } from '@/testing/render.tsx';
import { CategoryList } from './category-list.tsx';

// Fourteen categories: two pages of ten.
const categories = Array.from({ length: 14 }, (_, index) => category(index + 1, `Section ${index + 1}`));

describe('the category list', () => {
  it('opens the category the address names for editing, on the page that holds it', async () => {
    stubApi({ 'GET /api/categories/': categories, 'GET /api/taxes/': [reducedTax] });
    const { router } = renderPage(
      <>
        <CategoryList storeId={9} />
        <Toaster />
      </>,
      { path: '/admin/category-list?category=13' },
    );

    expect(await screen.findByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Category name/ })).toHaveValue('Section 13');
    expect(screen.getByText('Showing 11 to 14 of 14 entries')).toBeInTheDocument();
    expect(document.querySelector('tr[data-highlighted]')).toHaveTextContent('Section 13');

    screen.getByRole('button', { name: 'Cancel' }).click();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

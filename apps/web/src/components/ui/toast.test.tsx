// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render.tsx';
import { toast, toastSuccess, Toaster } from './toast.tsx';

describe('toasts', () => {
  it('says a success politely and an error at once, each until dismissed or timed out', async () => {
    const { user } = renderPage(<Toaster />);
    act(() => toastSuccess('Product added successfully!'));
    const title = await screen.findByText('Product added successfully!', { exact: true });
    const announced = (text: string) =>
      screen.getAllByRole('status').find((region) => region.textContent?.includes(text));
    // Radix announces the toast's text in a region of its own, a frame after it appears.
    await waitFor(() =>
      expect(announced('Product added successfully!')).toHaveAttribute('aria-live', 'polite'),
    );

    act(() => toast({ title: 'Failed to delete product', tone: 'error' }));
    await screen.findByText('Failed to delete product', { exact: true });
    await waitFor(() =>
      expect(announced('Failed to delete product')).toHaveAttribute('aria-live', 'assertive'),
    );

    // The close button is a real button, reachable by keyboard.
    const [close] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    close!.focus();
    await user.keyboard('{Enter}');
    expect(title).not.toBeInTheDocument();
    expect(screen.getByText('Failed to delete product', { exact: true })).toBeInTheDocument();
  });
});

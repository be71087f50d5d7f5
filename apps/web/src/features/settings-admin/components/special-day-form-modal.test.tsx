// @vitest-environment jsdom
import type { SpecialDay } from '@food/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render.tsx';
import { SpecialDayFormModal } from './special-day-form-modal.tsx';

const christmasEve: SpecialDay = {
  id: 3,
  store_id: 9,
  date: '2026-12-24',
  closed: false,
  ranges: [{ open_time: '11:00', close_time: '14:00' }],
  note: 'Christmas Eve',
};

function openForm(editing: SpecialDay | 'new') {
  const onSaved = vi.fn();
  const saved = ({ body }: ApiCall) => ({
    msg: 'Special day saved',
    data: { id: 3, store_id: 9, ...(body as object) },
  });
  const api = stubApi({ 'POST /api/special-days': saved, 'PUT /api/special-days/3': saved });
  const view = renderPage(
    <SpecialDayFormModal storeId={9} editing={editing} onClose={() => {}} onSaved={onSaved} />,
    { path: '/admin/store-setting' },
  );
  return { ...view, api, onSaved };
}

const closedSwitch = () => screen.getByRole('switch', { name: 'Closed all day' });

// Typing whole forms is slow when the machine is busy.
describe('the special day form', { timeout: 20_000 }, () => {
  it('closes the store on a date, with a note', async () => {
    const { user, api, onSaved } = openForm('new');
    expect(closedSwitch()).toBeChecked();
    await user.type(screen.getByLabelText(/^Date/), '2026-12-25');
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Christmas Day');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Special day added successfully!'));
    expect(api.callsTo('POST /api/special-days')[0]?.body).toEqual({
      date: '2026-12-25',
      closed: true,
      ranges: [],
      note: 'Christmas Day',
      store_id: 9,
    });
  });

  it('opens a day in its own ranges, a second one added and one closing after midnight', async () => {
    const { user, api, onSaved } = openForm(christmasEve);
    expect(closedSwitch()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add opening range' }));
    const opens = screen.getAllByLabelText(/^Opens/);
    const closes = screen.getAllByLabelText(/^Closes/);
    await user.type(opens[1]!, '18:00');
    await user.type(closes[1]!, '01:00');
    expect(screen.getByText('On the next day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Special day updated successfully!'));
    expect(api.callsTo('PUT /api/special-days/3')[0]?.body).toMatchObject({
      closed: false,
      ranges: [
        { open_time: '11:00', close_time: '14:00' },
        { open_time: '18:00', close_time: '01:00' },
      ],
    });
  });

  it('keeps the ranges of a day switched to closed out of what it saves', async () => {
    const { user, api } = openForm(christmasEve);
    await user.click(closedSwitch());
    expect(screen.queryByLabelText(/^Opens/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(api.callsTo('PUT /api/special-days/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/special-days/3')[0]?.body).toMatchObject({ closed: true, ranges: [] });
  });

  it('asks for what is missing before saving', async () => {
    const { user, api } = openForm('new');
    await user.click(closedSwitch());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(screen.getByLabelText(/^Date/)).toBeInvalid();
    expect(api.calls).toHaveLength(0);
  });

  it('puts the refusal of a date that already has a special day on the date', async () => {
    const { user, api } = openForm('new');
    api.answer(
      'POST /api/special-days',
      Response.json(
        {
          detail: '2026-12-24 already has its own hours. Change that day instead.',
          code: 'special_day_taken',
          params: { date: '2026-12-24' },
        },
        { status: 409 },
      ),
    );
    await user.type(screen.getByLabelText(/^Date/), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('2026-12-24 already has its own hours. Change that day instead.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toBeInvalid();
  });
});

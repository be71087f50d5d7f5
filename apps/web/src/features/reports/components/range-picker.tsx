import type { ReportGroup } from '@food/contract';
import { useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { RANGE_PRESETS, type DateRange, type RangePreset } from '../date-range.ts';

const GROUPS: ReportGroup[] = ['day', 'week', 'month'];

type RangePickerProps = {
  preset: RangePreset;
  onPreset: (preset: RangePreset) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  group: ReportGroup;
  onGroup: (group: ReportGroup) => void;
  /** The server's word on a custom range (from after to, too long), per field. */
  errors: Partial<Record<'from' | 'to', string>>;
};

/** Which days the report covers: a preset, or any two days; and how the chart groups them. */
export function RangePicker({ preset, onPreset, range, onRange, group, onGroup, errors }: RangePickerProps) {
  const intl = useIntl();
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
      <legend className="sr-only">{intl.formatMessage({ id: 'dashboard.reports.range.legend' })}</legend>
      <SelectField
        label={intl.formatMessage({ id: 'dashboard.reports.range.preset' })}
        value={preset}
        onChange={(event) => onPreset(event.target.value as RangePreset)}
        options={RANGE_PRESETS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `dashboard.reports.preset.${value}` }),
        }))}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'dashboard.reports.range.from' })}
        value={range.from}
        max={range.to}
        required
        onChange={(event) => event.target.value && onRange({ ...range, from: event.target.value })}
        error={errors.from}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'dashboard.reports.range.to' })}
        value={range.to}
        min={range.from}
        required
        onChange={(event) => event.target.value && onRange({ ...range, to: event.target.value })}
        error={errors.to}
      />
      <SelectField
        label={intl.formatMessage({ id: 'dashboard.reports.range.group' })}
        value={group}
        onChange={(event) => onGroup(event.target.value as ReportGroup)}
        options={GROUPS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `dashboard.reports.group.${value}` }),
        }))}
      />
    </fieldset>
  );
}

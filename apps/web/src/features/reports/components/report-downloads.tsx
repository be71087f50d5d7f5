import { Download } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { downloadReport, REPORT_FILES, type ReportFile } from '../api/reports.ts';
import type { DateRange } from '../date-range.ts';

/** The range as files: sales and products for a spreadsheet, the DATEV batch for the tax adviser. */
export function ReportDownloads({ range }: { range: DateRange }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<ReportFile | null>(null);
  const download = async (file: ReportFile) => {
    setBusy(file);
    try {
      await downloadReport(file, range);
    } catch (error) {
      toast({
        tone: 'error',
        title: failureMessage(error, intl.formatMessage({ id: 'dashboard.reports.download.failed' })),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby="report-downloads-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <h2 id="report-downloads-title" className="font-display text-xl font-bold text-ink-900">
        {intl.formatMessage({ id: 'dashboard.reports.download.title' })}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {intl.formatMessage({ id: 'dashboard.reports.download.text' })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {REPORT_FILES.map((file) => (
          <Button key={file} variant="secondary" onClick={() => void download(file)} disabled={busy !== null}>
            <Download aria-hidden="true" />
            {intl.formatMessage({ id: `dashboard.reports.download.${file}` })}
          </Button>
        ))}
      </div>
    </section>
  );
}

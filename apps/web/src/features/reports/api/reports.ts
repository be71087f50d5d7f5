import type { HoursReport, ProductsReport, ReportGroup, SalesReport } from '@food/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import type { DateRange } from '../date-range.ts';

const reportKeys = {
  all: (storeId: number) => ['reports', storeId] as const,
  one: (storeId: number, report: string, query: Record<string, string>) =>
    [...reportKeys.all(storeId), report, query] as const,
};

function reportQuery<T>(storeId: number, report: string, query: Record<string, string>) {
  return queryOptions({
    queryKey: reportKeys.one(storeId, report, query),
    queryFn: ({ signal }) => api.get<T>(`/reports/${report}`, { query, signal }),
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export const useSalesReport = (storeId: number, range: DateRange, group: ReportGroup) =>
  useQuery(reportQuery<SalesReport>(storeId, 'sales', { ...range, group }));

export const useProductsReport = (storeId: number, range: DateRange) =>
  useQuery(reportQuery<ProductsReport>(storeId, 'products', range));

export const useHoursReport = (storeId: number, range: DateRange) =>
  useQuery(reportQuery<HoursReport>(storeId, 'hours', range));

export const REPORT_FILES = ['sales', 'products', 'datev'] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

/** The names the server gives its files: "sales_2026-11-01_2026-11-30.csv"; DATEV's as DATEV names its imports. */
const FILE_NAMES: Record<ReportFile, string> = {
  sales: 'sales',
  products: 'products',
  datev: 'EXTF_Buchungsstapel',
};

export async function downloadReport(file: ReportFile, range: DateRange): Promise<void> {
  saveFile(
    await api.blob(`/reports/${file}.csv`, { query: range }),
    `${FILE_NAMES[file]}_${range.from}_${range.to}.csv`,
  );
}

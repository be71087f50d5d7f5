// What the reports' schemas share; the package exports it through their files only.
import { z } from 'zod';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;

/** An amount of money in a report, in major units. */
export const money = () => z.number();

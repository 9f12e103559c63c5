import { object, string, type InferType } from 'yup';
import { REPORT_REASON_MAX_LENGTH, REPORT_REASON_MIN_LENGTH } from '../limits';
import { REPORT_REASON_REQUIRED, REPORT_REASON_TOO_LONG, REPORT_REASON_TOO_SHORT } from '../deal-messages';

/** What a student says when reporting a message, a listing or a user. */
export const reportSchema = object({
  reason: string()
    .trim()
    .required(REPORT_REASON_REQUIRED)
    .min(REPORT_REASON_MIN_LENGTH, REPORT_REASON_TOO_SHORT)
    .max(REPORT_REASON_MAX_LENGTH, REPORT_REASON_TOO_LONG),
});

export type ReportValues = InferType<typeof reportSchema>;

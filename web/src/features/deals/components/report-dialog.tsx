import { useState } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { REPORT_REASON_MAX_LENGTH } from '@campus/common/limits';
import { reportSchema, type ReportValues } from '@campus/common/schemas/report';
import { FormDialog } from '../../../components/form-dialog';
import { userMessage } from '../../../lib/error-message';
import { useReport, type ReportRequest } from '../api/deal-calls';

export interface ReportTarget {
  /** What the dialog's title names: 'this message', 'this listing', 'Ravi Kumar'. */
  label: string;
  request: Omit<ReportRequest, 'reason'>;
}

/** Reports a message, a listing or a user to the admins, with a reason; says so once it is sent. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const report = useReport();
  const [sent, setSent] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useFormik<ReportValues>({
    initialValues: { reason: '' },
    validationSchema: reportSchema,
    onSubmit: async (values) => {
      if (target === null) return;
      setSubmitError(null);
      try {
        await report.mutateAsync({ ...target.request, reason: reportSchema.cast(values).reason });
        setSent(true);
      } catch (error) {
        setSubmitError(userMessage(error));
      }
    },
  });
  const close = () => {
    form.resetForm();
    setSent(false);
    setSubmitError(null);
    onClose();
  };
  const busy = form.isSubmitting;
  const reasonError = form.touched.reason || form.submitCount > 0 ? form.errors.reason : undefined;

  return (
    <FormDialog
      open={target !== null}
      title={`Report ${target?.label ?? ''}`}
      onClose={close}
      onSubmit={form.handleSubmit}
      busy={busy}
      submitError={submitError}
      cancelLabel={sent ? 'Close' : 'Cancel'}
      submit={sent ? null : { label: 'Send report', busyLabel: 'Sending...', palette: 'red' }}
    >
      {sent ? (
        <Text role="status">Thank you. The admins will look at your report.</Text>
      ) : (
        <Field.Root invalid={Boolean(reasonError)} required>
          <Field.Label>What is wrong?</Field.Label>
          <Textarea name="reason" rows={3} maxLength={REPORT_REASON_MAX_LENGTH} value={form.values.reason} onChange={form.handleChange} onBlur={form.handleBlur} disabled={busy} />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
      )}
    </FormDialog>
  );
}

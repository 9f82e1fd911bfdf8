import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { maxReportDetailsLength, reportReasons } from '#shared/reference/leads';
import { reportBodySchema, type ReportReason } from '#shared/schemas/report';
import { reportReasonLabels } from '../../../components/reports/report-labels';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, FieldError, fieldClasses } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useReportListing } from '../api/listing-report';

/** What the dialog ends with: the report received, or one the user had sent before (409). */
export type ReportOutcome = 'sent' | 'already';

interface ReportListingDialogProps {
  carId: string;
  onDone: (outcome: ReportOutcome) => void;
  onCancel: () => void;
}

/**
 * Reports a listing to Arabeya's team (decision 138): one of five reasons and, for Other, what is
 * wrong, checked by the shared `reportBodySchema` before it is sent.
 */
export function ReportListingDialog({ carId, onDone, onCancel }: ReportListingDialogProps) {
  const { t, language } = useLanguage();
  const reasonLabels = reportReasonLabels(t);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [checked, setChecked] = useState(false);
  const report = useReportListing(carId);
  const reasonName = useId();
  const detailsId = useId();

  const parsed = reportBodySchema.safeParse({ reason: reason ?? undefined, details });
  const problems = parsed.success ? [] : parsed.error.issues;
  const reasonProblem = checked && problems.some((issue) => issue.path[0] === 'reason');
  const detailsIssue = checked ? problems.find((issue) => issue.path[0] === 'details') : undefined;
  const detailsError =
    detailsIssue &&
    (detailsIssue.code === 'too_big'
      ? t('report.errors.tooLong', {
          count: maxReportDetailsLength,
          max: formatNumber(maxReportDetailsLength, language),
        })
      : t('report.errors.details'));

  const submit = () => {
    setChecked(true);
    if (!parsed.success) return;
    report.mutate(parsed.data, {
      onSuccess: () => onDone('sent'),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onDone('already');
      },
    });
  };

  const failed =
    report.isError && !(report.error instanceof ApiError && report.error.status === 409);
  return (
    <FormDialog
      icon={Flag}
      title={t('report.title')}
      description={t('report.description')}
      busy={report.isPending}
      submitLabel={report.isPending ? t('report.sending') : t('report.send')}
      cancelLabel={t('report.cancel')}
      onSubmit={submit}
      onCancel={onCancel}
      error={
        failed && (
          <Alert tone="error" className="mt-4">
            {report.error instanceof ApiError && report.error.status === 429
              ? t('report.errors.tooMany')
              : serverMessage(t, language, report.error, t('report.errors.failed'))}
          </Alert>
        )
      }
    >
      <fieldset
        className="min-w-0"
        aria-describedby={reasonProblem ? `${reasonName}-error` : undefined}
      >
        <legend className="text-sm font-semibold text-slate-700">{t('report.reason')}</legend>
        <div className="mt-1">
          {reportReasons.map((key) => (
            <CheckboxField
              key={key}
              type="radio"
              name={reasonName}
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
              label={reasonLabels[key]}
            />
          ))}
        </div>
        {reasonProblem && (
          <FieldError id={`${reasonName}-error`} className="mt-1">
            {t('report.errors.reason')}
          </FieldError>
        )}
      </fieldset>
      <Field
        id={detailsId}
        label={reason === 'other' ? t('report.detailsRequired') : t('report.details')}
        error={detailsError}
      >
        {(controlProps) => (
          <textarea
            {...controlProps}
            dir="auto"
            rows={3}
            maxLength={maxReportDetailsLength}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            required={reason === 'other'}
            className={cn(fieldClasses(Boolean(detailsError)), 'h-auto py-2 rtl:text-right')}
          />
        )}
      </Field>
    </FormDialog>
  );
}

import { useState } from 'react';
import { BellPlus } from 'lucide-react';
import type { AlertFrequency } from '#shared/schemas/buyer';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useLanguage } from '../../../lib/i18n';
import { SearchNameField } from './search-name-field';
import { serverMessage } from '../../../lib/server-message';
import { useCreateSavedSearch } from '../api/saved-searches';
import { nameProblem, suggestedName } from '../lib/search-name';
import { searchSummary, type FilterName, type SearchCriteria } from '../lib/search-summary';
import { FrequencyChoice } from './frequency-choice';

interface SaveSearchDialogProps {
  userId: string;
  query: SearchCriteria;
  filterNames: readonly FilterName[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Names the search (its filters in words to start with) and its alerts, then saves it. */
export function SaveSearchDialog({
  userId,
  query,
  filterNames,
  onSaved,
  onCancel,
}: SaveSearchDialogProps) {
  const { t, language } = useLanguage();
  const [name, setName] = useState(() =>
    suggestedName(searchSummary(query, filterNames, t, language)),
  );
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [checked, setChecked] = useState(false);
  const create = useCreateSavedSearch(userId);
  const problem = nameProblem(name);

  const save = () => {
    setChecked(true);
    if (problem) return;
    create.mutate(
      { name: name.trim(), query, frequency, language },
      { onSuccess: () => onSaved() },
    );
  };

  return (
    <FormDialog
      icon={BellPlus}
      title={t('savedSearches.dialog.title')}
      description={t('savedSearches.dialog.description')}
      busy={create.isPending}
      submitLabel={
        create.isPending ? t('savedSearches.dialog.saving') : t('savedSearches.dialog.save')
      }
      cancelLabel={t('savedSearches.dialog.cancel')}
      onSubmit={save}
      onCancel={onCancel}
      error={
        create.isError && (
          <Alert tone="error" className="mt-4">
            {serverMessage(t, language, create.error, t('savedSearches.dialog.failed'))}
          </Alert>
        )
      }
    >
      <SearchNameField value={name} checked={checked} onChange={setName} />
      <FrequencyChoice value={frequency} onChange={setFrequency} />
    </FormDialog>
  );
}

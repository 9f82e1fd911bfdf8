import { useState, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useLanguage } from '../../../lib/i18n';
import { SearchNameField } from './search-name-field';
import { nameProblem } from '../lib/search-name';

interface RenameDialogProps {
  name: string;
  busy: boolean;
  error: ReactNode;
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** A new name for a saved search: 1 to 80 characters once trimmed. */
export function RenameDialog({
  name: current,
  busy,
  error,
  onRename,
  onCancel,
}: RenameDialogProps) {
  const { t } = useLanguage();
  const [name, setName] = useState(current);
  const [checked, setChecked] = useState(false);
  const problem = nameProblem(name);
  return (
    <FormDialog
      icon={Pencil}
      title={t('savedSearches.renameTitle')}
      busy={busy}
      submitLabel={busy ? t('savedSearches.dialog.saving') : t('savedSearches.renameConfirm')}
      cancelLabel={t('savedSearches.dialog.cancel')}
      onSubmit={() => {
        setChecked(true);
        if (!problem) onRename(name.trim());
      }}
      onCancel={onCancel}
      error={error}
    >
      <SearchNameField value={name} checked={checked} onChange={setName} />
    </FormDialog>
  );
}

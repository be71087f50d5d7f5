import type { Category, Tax } from '@food/contract';
import { useIntl } from 'react-intl';
import { EditorModal } from '@/components/ui/modal.tsx';
import { CategoryForm } from './category-form.tsx';

type CategoryFormModalProps = {
  storeId: number;
  taxes: Tax[];
  /** The category being edited, `'new'` for Add New, null when closed. */
  editing: Category | 'new' | null;
  onClose: () => void;
  onSaved: (message: string, category: Category) => void;
};

export function CategoryFormModal({ storeId, taxes, editing, onClose, onSaved }: CategoryFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'catalogue.category.modal.add' }),
        edit: intl.formatMessage({ id: 'catalogue.category.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'catalogue.category.modal.description' })}
    >
      {(item) => (
        <CategoryForm
          storeId={storeId}
          category={item}
          taxes={taxes}
          onCancel={onClose}
          onSaved={(message, saved) => {
            onSaved(message, saved);
            onClose();
          }}
        />
      )}
    </EditorModal>
  );
}

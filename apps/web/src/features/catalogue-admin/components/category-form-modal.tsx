import type { Category, Tax } from '@food/contract';
import { Modal } from '@/components/ui/modal.tsx';
import { CategoryForm } from './category-form.tsx';

type CategoryFormModalProps = {
  storeId: number;
  taxes: Tax[];
  /** The category being edited, `'new'` for Add New, null when closed. */
  editing: Category | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function CategoryFormModal({ storeId, taxes, editing, onClose, onSaved }: CategoryFormModalProps) {
  const isNew = editing === 'new';
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? 'Add New Category' : 'Edit Category'}
      description="A section of your menu, such as starters or drinks."
    >
      {editing !== null && (
        <CategoryForm
          storeId={storeId}
          category={isNew ? null : editing}
          taxes={taxes}
          onCancel={onClose}
          onSaved={(message) => {
            onSaved(message);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

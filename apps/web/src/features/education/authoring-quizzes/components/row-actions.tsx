import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Delete, in red, named for whose it is ("Delete “Basics”"): it only asks, the caller confirms. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      aria-label={name}
      onClick={onClick}
    >
      {t('actions.delete')}
    </Button>
  );
}

export interface RowActionsProps {
  /** Edit's text ("Edit", "Edit details") and, where the text alone does not say whose, its accessible name. */
  edit: { label: string; name?: string; onClick: () => void };
  /** Delete's accessible name ("Delete “Basics”"). */
  deleteName: string;
  onDelete: () => void;
  /** What comes before Edit: move buttons, links. */
  children?: ReactNode;
  /** What comes between Edit and Delete: publish. */
  beforeDelete?: ReactNode;
  className?: string;
}

/** A row's actions, in the same order everywhere: its own, Edit, then Delete last. */
export function RowActions({
  edit,
  deleteName,
  onDelete,
  children,
  beforeDelete,
  className = 'flex flex-wrap items-center gap-2',
}: RowActionsProps) {
  return (
    <div className={className}>
      {children}
      <Button variant="secondary" size="sm" aria-label={edit.name} onClick={edit.onClick}>
        {edit.label}
      </Button>
      {beforeDelete}
      <DeleteButton name={deleteName} onClick={onDelete} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

export interface MoveButtonsProps {
  /** What moves, for the buttons' accessible names ("Move “Basics” up"). */
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** Move up / Move down: ordering by keyboard and by touch, where dragging would be neither. */
export function MoveButtons({ name, first, last, disabled, onMove }: MoveButtonsProps) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <span className="inline-flex">
      <Button
        variant="ghost"
        size="sm"
        className="px-1.5!"
        aria-label={t('actions.moveUp', { name })}
        title={t('actions.moveUpShort')}
        disabled={disabled || first}
        onClick={() => onMove(-1)}
      >
        <Icon name="arrowUp" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-1.5!"
        aria-label={t('actions.moveDown', { name })}
        title={t('actions.moveDownShort')}
        disabled={disabled || last}
        onClick={() => onMove(1)}
      >
        <span className="inline-flex rotate-180">
          <Icon name="arrowUp" className="size-4" />
        </span>
      </Button>
    </span>
  );
}

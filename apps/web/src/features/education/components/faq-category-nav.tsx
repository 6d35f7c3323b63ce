import { useTranslation } from 'react-i18next';
import { ALL, type FaqSection } from '@/features/education/utils/faq-view';
import { CategoryNav } from './category-nav';

export interface FaqCategoryNavProps {
  sections: readonly FaqSection[];
  selected: string;
  onSelect: (categoryId: string) => void;
  /** Matches of the current search over every category (the All count). */
  matches: number;
}

/** The FAQ's category filter: All (the search's matches) and each category with its questions. */
export function FaqCategoryNav({ sections, selected, onSelect, matches }: FaqCategoryNavProps) {
  const { t } = useTranslation('education');
  const items = [
    { id: ALL, name: t('faq.all'), count: matches, content: false },
    ...sections.map((s) => ({ id: s.category._id, name: s.category.name, count: s.faqs.length, content: true })),
  ];
  return <CategoryNav label={t('faq.categoriesLabel')} items={items} selected={selected} onSelect={onSelect} />;
}

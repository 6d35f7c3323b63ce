import { describe, expect, it } from 'vitest';
import { emptyValues, toBody } from '@/features/education/authoring/utils/form-values';
import en from '../../../../../public/locales/en/authoring.json';
import { AREAS, AUTHORING_GROUPS, findGroup, groupOf } from './registry';

const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

/** The declarations are data: these checks catch a field the contract does not know, or a text nobody wrote. */
describe('authoring groups', () => {
  it('have unique keys, none taken by the other console sections', () => {
    const keys = AUTHORING_GROUPS.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const reserved of ['quizzes', 'competitions', 'import']) expect(findGroup(reserved)).toBeUndefined();
  });

  for (const group of AUTHORING_GROUPS) {
    describe(group.key, () => {
      it('sends only fields its contracts know (strict contracts refuse any other)', () => {
        const values = emptyValues(group);
        // Fill every field so the body carries all of them; only "unrecognized key" issues matter here.
        for (const create of [true, false]) {
          const body = toBody(group, values, create ? 'create' : 'update');
          const result = (create ? group.create : group.update).safeParse(body);
          const unknown = result.success ? [] : result.error.issues.filter((i) => i.code === 'unrecognized_keys');
          expect(unknown).toEqual([]);
        }
      });

      it('calls its own group of the contracts, with "Visible to" only where that group has hides', () => {
        if (group.singleton) return expect(group.api.get.path).toBe(`/api/v1/${group.key}`);
        expect(group.api.list.path).toBe(`/api/v1/${group.key}`);
        expect(Boolean(group.hides)).toBe(Boolean(group.api.hides));
      });

      it('points its parent at a declared group', () => {
        for (const field of group.fields) if (field.kind === 'parent') expect(() => groupOf(field.group)).not.toThrow();
        if (group.parent) expect(group.fields.some((f) => f.name === group.parent?.field)).toBe(true);
      });

      it('has its texts', () => {
        expect(text(`groups.${group.key}.title`)).toEqual(expect.any(String));
        expect(text(`groups.${group.key}.hint`)).toEqual(expect.any(String));
        if (!group.singleton) expect(text(`groups.${group.key}.new`)).toEqual(expect.any(String));
        for (const field of group.fields) {
          expect(text(`fields.${field.label ?? field.name}`), field.name).toEqual(expect.any(String));
          if (field.hint) expect(text(`hints.${field.label ?? field.name}`), field.name).toEqual(expect.any(String));
          if (field.kind === 'choice')
            for (const o of field.options) expect(text(`choices.${field.name}.${o}`)).toEqual(expect.any(String));
        }
      });
    });
  }

  it('offers "Visible to" on exactly the groups whose server group has location hides', () => {
    // The server's `locationHides` groups (modules/education/*.resource.ts, content-lists.ts); steps have none.
    const withHides = AUTHORING_GROUPS.filter((g) => g.hides).map((g) => g.key);
    expect(withHides.sort()).toEqual(
      [
        'faq-categories',
        'faqs',
        'medialibrary-categories',
        'medialibrary',
        'checklist-categories',
        'checklists',
        'onboarding-categories',
        'onboarding-lists',
        'docs-categories',
        'docs',
        'testimonials',
        'zoom-calls',
        'banners',
        'newsfeed',
        'tools',
      ].sort(),
    );
  });

  it('sorts every group into an area the index shows', () => {
    for (const group of AUTHORING_GROUPS) expect(AREAS).toContain(group.area);
  });

  it('tells checklist authors how to make a category agency-only (and no other group)', () => {
    const nameOf = (key: string) => groupOf(key).fields.find((f) => f.name === 'name');
    expect(nameOf('checklist-categories')).toMatchObject({ hint: true, label: 'checklistCategoryName' });
    expect(text('hints.checklistCategoryName')).toMatch(/“Agency”.*never see them/);
    for (const key of ['onboarding-categories', 'faq-categories', 'medialibrary-categories'])
      expect(nameOf(key)?.hint).toBeFalsy();
  });
});

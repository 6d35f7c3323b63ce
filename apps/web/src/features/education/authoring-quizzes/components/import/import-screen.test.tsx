import type { TContentList } from '@atrium/contracts/content';
import type { TCsvImportReport, TCsvRowReport } from '@atrium/contracts/csv-import';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { ImportScreen } from './import-screen';

const list = (n: number, title: string, owner: 'agency' | 'platform'): TContentList => ({
  _id: `0190a0a0-0000-7000-8000-00000000${n}`,
  categoryId: '0190a0a0-0000-7000-8000-0000000000c1',
  title,
  description: null,
  position: n,
  status: 'published',
  owner,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});
const MINE = list(1001, 'Our launch', 'agency');
const PLATFORM = list(1002, 'Platform basics', 'platform');

/** A file of 30 good rows and one without a title (line 5). */
const LINES = Array.from({ length: 31 }, (_, i) => (i === 3 ? ',No title' : `Item ${i + 2},`));
const FILE = ['title,details', ...LINES].join('\n');

const rowOf = (line: number, title: string): TCsvRowReport => ({
  line,
  ok: title !== '',
  errors: title ? [] : [{ field: 'title', message: 'Title is required' }],
  values: { title, details: '', videoid: '', linkurl: '', position: '' },
});
/** The server's report of a CSV: each row by its line, a row without a title refused. */
function reportOf(text: string, mode: 'preview' | 'import'): TCsvImportReport {
  const rows = text
    .split(/\r?\n/)
    .slice(1)
    .map((line, i) => rowOf(i + 2, line.split(',')[0]!));
  const valid = rows.filter((r) => r.ok).length;
  return { target: 'checklist-items', mode, total: rows.length, valid, imported: mode === 'import' ? valid : 0, rows };
}

function serve() {
  const uploads: { query: URLSearchParams; text: string }[] = [];
  const { calls } = stubFetch(async (call: FetchCall) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/checklists') return { body: listBody([PLATFORM, MINE]) };
    if (url.pathname.startsWith('/api/v1/question')) return { body: listBody([]) };
    if (url.pathname === '/api/v1/uploadCsv') {
      const text = call.body as string;
      uploads.push({ query: url.searchParams, text });
      return { body: { data: reportOf(text, url.searchParams.get('mode') as 'preview' | 'import') } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  return { calls, uploads };
}

/** Typing through user-event is slow on a busy machine: these flows get more than the default 5 s. */
const SLOW = 30_000;

describe('ImportScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it(
    'previews a file with a bad row, imports the good rows in chunks of 25 and reports every row',
    async () => {
      signInAs('agency_admin');
      const { uploads } = serve();
      const user = userEvent.setup();
      renderInShell(<ImportScreen />, { path: '/education/manage/import' });

      // Only the writer's own checklists are offered.
      const parent = await screen.findByRole('combobox', { name: 'Checklist' });
      await vi.waitFor(() =>
        expect(
          within(parent)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Choose…', 'Our launch']),
      );
      await user.selectOptions(parent, MINE._id);
      await user.upload(screen.getByTestId('csv-file-input'), new File([FILE], 'items.csv', { type: 'text/csv' }));
      expect(await screen.findByText('items.csv')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const preview = await screen.findByRole('region', { name: '3. Preview' });
      expect(uploads[0]!.query.get('mode')).toBe('preview');
      expect(uploads[0]!.query.get('parentId')).toBe(MINE._id);
      expect(uploads[0]!.text).toBe(FILE);
      const bad = within(preview).getByRole('row', { name: /^5 Rejected/ });
      // The column and the message are bidi-isolated (FSI … PDI) inside the sentence.
      expect(bad.textContent?.replace(/[\u2068\u2069]/g, '')).toContain('Column “title”: Title is required');

      await user.click(within(preview).getByRole('button', { name: 'Import 30 good rows' }));
      const report = await screen.findByRole('region', { name: 'Import report' });
      // 30 good rows: one request of 25 and one of 5, each a CSV with its header.
      const imports = uploads.filter((u) => u.query.get('mode') === 'import');
      expect(imports.map((u) => u.text.split('\r\n').length - 1)).toEqual([25, 5]);
      for (const u of imports) expect(u.text.split('\r\n')[0]).toBe('title,details,videoid,linkurl,position');
      expect(imports[0]!.text).not.toContain('No title');
      // Rows are reported by the file's lines, not the chunk's.
      expect(within(report).getByRole('row', { name: /^32 Imported/ })).toBeInTheDocument();
      expect(within(report).getByRole('row', { name: /^5 Rejected/ })).toBeInTheDocument();
      expect(within(report).getByText('Imported', { selector: 'dt' }).nextSibling).toHaveTextContent('30');
      // The file stays chosen.
      expect(screen.getByText('items.csv')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses a file that is not a CSV before sending anything',
    async () => {
      signInAs('agency_admin');
      const { uploads } = serve();
      const user = userEvent.setup({ applyAccept: false });
      renderInShell(<ImportScreen />, { path: '/education/manage/import' });
      await user.upload(screen.getByTestId('csv-file-input'), new File(['x'], 'photo.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV file.');
      expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
      expect(uploads).toHaveLength(0);
    },
    SLOW,
  );
});

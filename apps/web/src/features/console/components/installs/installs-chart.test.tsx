import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { APP_ID, points, signInAs } from '@/features/console/test-fixtures';
import { InstallsChart } from './installs-chart';
import { InstallsPanel } from './installs-panel';

afterEach(() => vi.unstubAllGlobals());

describe('InstallsChart', () => {
  it('draws the line and area from the points, with axis labels and a summary', () => {
    render(<InstallsChart points={points([2, 5, 9])} />);
    const chart = screen.getByRole('img', { name: /Active installs per day/ });
    expect(chart).toHaveAccessibleName(
      'Active installs per day From Mar 1, 2026 to Mar 3, 2026, active installs went from 2 to 9.',
    );
    const paths = chart.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    // 9 on a 0-20 axis (four steps of 5) whose plot runs from y 228 (0) up to y 16 (20).
    expect(paths[1]?.getAttribute('d')).toBe('M48,206.8 L376,175 L704,132.6');
    const labels = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', '20', 'Mar 1', 'Mar 3', 'Active installs']));
  });

  it('shows a tooltip for the day under the pointer or picked with the arrow keys', async () => {
    render(<InstallsChart points={points([2, 5, 9])} />);
    const chart = screen.getByTestId('installs-chart');
    chart.getBoundingClientRect = () => ({ left: 0, width: 720, top: 0, height: 260 }) as DOMRect;
    fireEvent.pointerMove(chart, { clientX: 700 });
    expect(screen.getByRole('status')).toHaveTextContent('Mar 3, 2026Active9Installs2Uninstalls0');
    chart.focus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 1, 2026');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Mar 2, 2026Active5');
  });
});

describe('InstallsPanel', () => {
  it('loads the chosen period and offers the numbers as a table', async () => {
    signInAs('app_creator');
    const { calls } = stubFetch((call) => ({
      body: { data: { points: call.url.includes('days=7') ? points([1, 2]) : points([3, 4, 6]), totalActive: 6 } },
    }));
    renderInShell(<InstallsPanel appId={APP_ID} />);
    expect(await screen.findByRole('img', { name: /Active installs per day/ })).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/v1/console/apps/${APP_ID}/installs?days=30`);
    expect(screen.getByText('Installs, last 30 days').nextSibling).toHaveTextContent('+3');

    await userEvent.click(screen.getByLabelText('7 days'));
    expect(await screen.findByText('Installs, last 7 days')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe(`/api/v1/console/apps/${APP_ID}/installs?days=7`);

    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Installs per day, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { snapshot } from '@/features/snapshots/test-fixtures';
import { renderInShell } from '@/test/app-harness';
import { SnapshotCard } from './snapshot-card';

describe('SnapshotCard', () => {
  it('links to the listing and shows its niche, publisher, assets, version and "Free"', () => {
    const item = snapshot();
    renderInShell(<SnapshotCard snapshot={item} />);
    expect(screen.getByRole('link', { name: 'Dental Practice Starter' })).toHaveAttribute('href', `/snapshot/${item._id}`);
    expect(screen.getByText('Dental')).toBeInTheDocument();
    expect(screen.getByText('By Summit Growth')).toBeInTheDocument();
    expect(screen.getByText('36 assets')).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    // No cover: a placeholder with the niche's initial, hidden from screen readers.
    expect(screen.getByText('D').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the cover and the price of a priced listing, and one asset in the singular', () => {
    renderInShell(
      <SnapshotCard
        snapshot={snapshot({
          coverUrl: '/uploads/covers/dental.png',
          price: { amountCents: 4900, currency: 'usd' },
          assetTotal: 1,
        })}
      />,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/covers/dental.png');
    expect(screen.getByText('$49')).toBeInTheDocument();
    expect(screen.getByText('1 asset')).toBeInTheDocument();
    expect(screen.queryByText('Free')).toBeNull();
  });
});

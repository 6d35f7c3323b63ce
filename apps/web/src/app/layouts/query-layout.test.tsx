import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getLoadedQueryClient, setLoadedQueryClient } from '@/lib/loaded-query-client';
import { Component as QueryLayout } from './query-layout';

afterEach(() => setLoadedQueryClient(null));

const seen: unknown[] = [];
function UsesQueries({ name }: { name: string }) {
  seen.push(useQueryClient());
  return <h1>{name}</h1>;
}

describe('QueryLayout', () => {
  it('gives the screens under it one shared query client, made when the first of them loads', async () => {
    expect(getLoadedQueryClient()).toBeNull();
    const router = createMemoryRouter(
      [
        { path: 'a', element: <QueryLayout />, children: [{ index: true, element: <UsesQueries name="A" /> }] },
        { path: 'b', element: <QueryLayout />, children: [{ index: true, element: <UsesQueries name="B" /> }] },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    await router.navigate('/b');
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set([getLoadedQueryClient()]));
  });
});

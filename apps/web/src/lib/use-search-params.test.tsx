import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from './use-search-params';

function withParam(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function Filter({ name, value }: { name: string; value: string }) {
  const [, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(withParam(name, value))}>
      {name}
    </button>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/other', element: <Link to="/">home</Link> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('useSearchParams', () => {
  it('keeps both of two updates made in one event', async () => {
    function Both() {
      const [, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => {
            setParams(withParam('price', 'free'));
            setParams(withParam('sort', 'newest'));
          }}
        >
          both
        </button>
      );
    }
    renderAt('/?q=tidal', [<Both key="b" />, <Address key="a" />]);
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(address()).toBe('/?q=tidal&price=free&sort=newest');
  });

  it('keeps updates from two components made before the address renders', async () => {
    renderAt('/', [
      <Filter key="p" name="price" value="free" />,
      <Filter key="s" name="sort" value="newest" />,
      <Address key="a" />,
    ]);
    act(() => {
      screen.getByRole('button', { name: 'price' }).click();
      screen.getByRole('button', { name: 'sort' }).click();
    });
    expect(address()).toBe('/?price=free&sort=newest');
  });

  it('builds on the rendered address once a navigation has rendered, Back included', async () => {
    const router = renderAt('/?q=a', [<Filter key="p" name="price" value="free" />, <Address key="a" />]);
    await userEvent.click(screen.getByRole('button', { name: 'price' }));
    expect(address()).toBe('/?q=a&price=free');
    await act(() => router.navigate(-1));
    expect(address()).toBe('/?q=a');
    await act(() => router.navigate('/?q=b'));
    await userEvent.click(screen.getByRole('button', { name: 'price' }));
    expect(address()).toBe('/?q=b&price=free');
  });

  it('takes a whole value as the router does', async () => {
    function Reset() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ only: params.get('q') ?? '' }, { replace: true })}>
          reset
        </button>
      );
    }
    renderAt('/?q=a&x=1', [<Reset key="r" />, <Address key="a" />]);
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(address()).toBe('/?only=a');
  });

  it('keeps the same setter across a navigation that keeps the search, so effects using it do not run again', async () => {
    const setters: unknown[] = [];
    function Probe() {
      const [, setParams] = useSearchParams();
      setters.push(setParams);
      return null;
    }
    const router = renderAt('/?q=a', <Probe />);
    await act(() => router.navigate('/?q=a', { replace: true }));
    expect(setters.length).toBeGreaterThan(1);
    expect(new Set(setters).size).toBe(1);
  });
});

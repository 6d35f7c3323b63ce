import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENCY, SESSION, USER } from '@/test/fixtures';
import { clearSession, getSession, getToken, setSession, updateSessionRecords, useSession } from './session-store';

describe('session store', () => {
  it('persists the session under token, user and agency', () => {
    setSession(SESSION);
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(USER);
    expect(JSON.parse(localStorage.getItem('agency') ?? '')).toEqual(AGENCY);
    expect(getToken()).toBe('tok-123');
  });

  it('reads what is stored, and ignores corrupt records', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('agency', JSON.stringify({ name: 'no id' }));
    expect(getSession()).toEqual({ token: 't', user: null, agency: null });
  });

  it('updates records without touching the token, and clears everything', () => {
    setSession(SESSION);
    updateSessionRecords({ user: { ...USER, firstName: 'Grace' } });
    expect(getSession().user?.firstName).toBe('Grace');
    expect(getSession().agency).toEqual(AGENCY);
    expect(getToken()).toBe('tok-123');
    clearSession();
    expect(getSession()).toEqual({ token: null, user: null, agency: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('re-renders subscribers on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
    act(() => setSession(SESSION));
    expect(result.current.user?.firstName).toBe('Ada');
    act(() => clearSession());
    expect(result.current.token).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { previousKnownPath, useRecordKnownPath } from './knownRoute';

// spec 02 §2 navigation guard: the route the user came from is every known path the router showed, and
// never an unknown one (the guard sends an unknown path back to it).

const navigation: { go: (path: string) => void } = { go: () => {} };
function Recorder() {
  useRecordKnownPath();
  const navigate = useNavigate();
  useEffect(() => {
    navigation.go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

describe('the last known route (spec 02 §2 navigation guard)', () => {
  it('records each known path shown, and keeps it when an unknown path follows', () => {
    render(
      <MemoryRouter initialEntries={['/fines']}>
        <Recorder />
      </MemoryRouter>,
    );
    expect(previousKnownPath()).toBe('/fines');
    act(() => navigation.go('/feedback'));
    expect(previousKnownPath()).toBe('/feedback');
    act(() => navigation.go('/no-such-page'));
    expect(previousKnownPath()).toBe('/feedback');
  });
});

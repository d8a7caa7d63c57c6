import { initialAuthState, setAuthState } from '@talent/event-bus';
import { Heading } from '@talent/ui';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../../testing/renderAt';
import { Hero } from './Hero';

jest.mock('@talent/ui', () => {
  const actual = jest.requireActual('@talent/ui');
  return { ...actual, Heading: jest.fn(actual.Heading) };
});

beforeEach(() => {
  setAuthState({ ...initialAuthState, status: 'anonymous' });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as never;
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('Hero', () => {
  it('re-renders only the number on each frame of the count-up, not the whole hero', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderAt(
      '/',
      <Routes>
        <Route path="/" element={<Hero totalResumes={1234} onGoToCandidates={() => undefined} />} />
      </Routes>,
    );
    const heroRenders = jest.mocked(Heading).mock.calls.length;
    for (const now of [0, 500, 1000, 2000]) {
      act(() => frames.shift()?.(now));
    }
    expect(screen.getAllByText('1,234')).toHaveLength(2);
    expect(frames).toHaveLength(0);
    expect(jest.mocked(Heading).mock.calls.length).toBe(heroRenders);
  });
});

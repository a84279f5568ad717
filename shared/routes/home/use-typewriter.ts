import { useCallback, useEffect, useState } from 'react';
import { initialTypewriterState, next, typedText } from './typewriter';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Drives the typewriter after hydration. Starts from the first word fully
 * typed, exactly as the server rendered it, so hydration never sees a difference.
 * Pausing shows the current word whole and stops all timers (WCAG 2.2.2).
 */
export function useTypewriter(words: readonly string[]): { text: string; paused: boolean; togglePaused: () => void } {
  const [state, setState] = useState(() => initialTypewriterState(words));
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (paused) return undefined;
    const step = next(state, words, reducedMotion);
    const timer = setTimeout(() => setState(step.state), step.delayMs);
    return () => clearTimeout(timer);
  }, [state, words, reducedMotion, paused]);

  const togglePaused = useCallback(() => {
    if (!paused) setState((s) => ({ index: s.index, length: words[s.index]?.length ?? 0, phase: 'typing' }));
    setPaused(!paused);
  }, [paused, words]);

  return { text: typedText(state, words), paused, togglePaused };
}

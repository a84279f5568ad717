import { initialTypewriterState, next, typedText, type TypewriterState } from '../shared/routes/home/typewriter';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The home hero's typewriter, as plain DOM code: it needs no React, so the home page need not load React for it.
 * Starts from the first word fully typed, as the server rendered it (the words are the sizers' data-word); the pause
 * button shows the current word whole and stops the timer (WCAG 2.2.2). Does nothing on a page without the hero.
 */
export function startTypewriter(doc: Document): void {
  const typed = doc.querySelector<HTMLElement>('.home-hero__typed');
  const pause = doc.querySelector<HTMLButtonElement>('.home-hero__pause');
  if (!typed) return;
  const words = [...doc.querySelectorAll<HTMLElement>('.home-hero__sizer')].map((sizer) => sizer.dataset.word ?? '');
  const reducedMotion = typeof matchMedia === 'function' ? matchMedia(reducedMotionQuery) : undefined;
  let state: TypewriterState = initialTypewriterState(words);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  const show = () => {
    typed.textContent = typedText(state, words);
  };
  const schedule = () => {
    const step = next(state, words, reducedMotion?.matches ?? false);
    timer = setTimeout(() => {
      state = step.state;
      show();
      schedule();
    }, step.delayMs);
  };
  pause?.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    if (paused) {
      clearTimeout(timer);
      state = { index: state.index, length: words[state.index]?.length ?? 0, phase: 'typing' };
      show();
    } else schedule();
  });
  schedule();
}

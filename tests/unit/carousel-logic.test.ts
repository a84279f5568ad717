import { nextIndex, prevIndex, ringOffset, swipeDirection, swipeThreshold } from '../../shared/routes/event/carousel-logic';

describe('carousel logic', () => {
  it('steps forward and wraps from the last item to the first', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextIndex(i, 5))).toEqual([1, 2, 3, 4, 0]);
    expect(nextIndex(19, 20)).toBe(0);
  });

  it('steps back and wraps from the first item to the last', () => {
    expect([0, 1, 2, 3, 4].map((i) => prevIndex(i, 5))).toEqual([4, 0, 1, 2, 3]);
    expect(prevIndex(0, 20)).toBe(19);
  });

  it('moves only on a drag longer than the 100 px threshold: left brings the next slide, right the previous', () => {
    expect(swipeThreshold).toBe(100);
    expect(swipeDirection(-150)).toBe(1);
    expect(swipeDirection(150)).toBe(-1);
    expect(swipeDirection(-101)).toBe(1);
    expect(swipeDirection(-100)).toBe(0);
    expect(swipeDirection(100)).toBe(0);
    expect(swipeDirection(-80)).toBe(0);
    expect(swipeDirection(80)).toBe(0);
    expect(swipeDirection(0)).toBe(0);
    expect(swipeDirection(-60, 50)).toBe(1);
  });

  it('places each slide on a ring around the active one, so the first slide has the last as its left neighbour', () => {
    expect([0, 1, 2, 3, 4].map((i) => ringOffset(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => ringOffset(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
    expect([0, 1, 2, 3, 4].map((i) => ringOffset(i, 2, 5))).toEqual([-2, -1, 0, 1, 2]);
  });
});

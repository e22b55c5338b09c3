import { FrameBatch } from './FrameBatch';

function manualFrames() {
  const queued: Array<() => void> = [];
  return {
    nextFrame: (run: () => void) => void queued.push(run),
    frame: () => queued.splice(0).forEach((run) => run()),
    queued,
  };
}

describe('FrameBatch', () => {
  it('applies a lone event at once, the rest of a burst together at the next frame, then again at once when quiet', () => {
    const frames = manualFrames();
    const applied: number[][] = [];
    const batch = new FrameBatch<number>((items) => applied.push([...items]), frames.nextFrame);
    batch.push(1);
    expect(applied).toEqual([[1]]);
    batch.push(2);
    batch.push(3);
    expect(applied).toEqual([[1]]);
    frames.frame();
    expect(applied).toEqual([[1], [2, 3]]);
    frames.frame(); // a quiet frame closes the window
    batch.push(4);
    expect(applied).toEqual([[1], [2, 3], [4]]);
  });

  it('flush applies what is kept at once, and nothing when empty', () => {
    const frames = manualFrames();
    const applied: number[][] = [];
    const batch = new FrameBatch<number>((items) => applied.push([...items]), frames.nextFrame);
    batch.flush();
    batch.push(1);
    batch.push(2);
    batch.flush();
    expect(applied).toEqual([[1], [2]]);
    frames.frame();
    expect(applied).toEqual([[1], [2]]);
  });
});

import { composeStories } from '@storybook/react';
import { useEffect } from 'react';
import { leaveTheLastStory } from './playStories';

const mounted = new Set<string>();

function Held({ name }: { name: string }) {
  useEffect(() => {
    mounted.add(name);
    return () => void mounted.delete(name);
  }, [name]);
  return <p>{name}</p>;
}

const storyFile = {
  default: { title: 'Fixture/Held', component: Held },
  First: { args: { name: 'first' } },
  Last: { args: { name: 'last' } },
};

describe('leaving the last story of a file', () => {
  it('unmounts the story played last, which the next story would otherwise have unmounted', async () => {
    const { First, Last } = composeStories(storyFile);
    await First.run({ canvasElement: document.body.appendChild(document.createElement('div')) });
    await Last.run({ canvasElement: document.body.appendChild(document.createElement('div')) });
    // Running Last cleaned First up; nothing runs after Last.
    expect([...mounted]).toEqual(['last']);

    await leaveTheLastStory([First, Last]);

    expect([...mounted]).toEqual([]);
  });
});

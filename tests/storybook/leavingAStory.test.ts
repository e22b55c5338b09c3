import 'reflect-metadata';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { leaveNothingBehind, storyHost } from '@storybook-host/betweenStories';
import { readConfig } from '@app/config';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { BrowserNavigatorToken, buildContainer } from '@app/container';
import { asServiceLocator } from '@app/typedContainer';

// The fresh sandbox of the next story never issued the left story's token: it answers 401.
const server = setupServer(http.all('*', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function signInTheNextStory(token: string) {
  localStorage.setItem('token', token);
  localStorage.setItem('refreshToken', `${token}-refresh`);
  localStorage.setItem('userId', 'u-tech');
}

/** A story's app as StoryApp builds it (its router reduced to a no-op: no page here to navigate). */
function appOfAStory() {
  const app = asServiceLocator(buildContainer(readConfig({}), storyHost()));
  app.get(BrowserNavigatorToken).attach(() => undefined);
  return app;
}

describe('leaving a story', () => {
  it("a 401 answering the left story's request does not sign the next story out", async () => {
    signInTheNextStory('left-story-token');
    const leftApp = appOfAStory();
    const lateRequest = leftApp.get(HttpClientToken).get('/User');

    await leaveNothingBehind()();
    signInTheNextStory('next-story-token');
    await expect(lateRequest).rejects.toBeTruthy();

    expect(localStorage.getItem('token')).toBe('next-story-token');
    expect(localStorage.getItem('userId')).toBe('u-tech');
  });

  it('an app of the story being shown still ends its own session on a 401', async () => {
    await leaveNothingBehind()();
    signInTheNextStory('current-story-token');
    const app = appOfAStory();

    await expect(app.get(HttpClientToken).get('/User')).rejects.toBeTruthy();

    expect(localStorage.getItem('token')).toBeNull();
  });
});

import { consolePost, hubSubscribed, podOf, type MainAction } from '@tests/kit/mainAction';

/** An end user's request arrives live (the console sends it); the technician sends the code. */
export const technicianVerificationMainAction: MainAction = async (page, place) => {
  const { psaId, ticketId } = podOf(place.podUrl);
  await page.getByRole('heading', { name: 'Technician Verification' }).waitFor();
  await hubSubscribed(place.baseUrl, psaId);
  await consolePost(place.baseUrl, '/tech-verifications/request', { psaId, ticketId });
  const card = page.getByRole('article', { name: / Verification requested$/ }).first();
  await card.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Code sent, waiting for the end user').first().waitFor();
};

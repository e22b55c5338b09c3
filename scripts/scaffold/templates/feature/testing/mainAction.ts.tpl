import { consolePost, type MainAction } from '@tests/kit/mainAction';

/** The console adds an item for the pod's contact; Refresh shows it (in Chromium, under the production policy). */
export const __name__MainAction: MainAction = async (page, place) => {
  const url = new URL(place.podUrl, place.baseUrl);
  const psaId = decodeURIComponent(url.pathname.split('/')[3] ?? '');
  const id = url.searchParams.get('ticketId') ?? '';
  // A contact screen's ticketId is the contact's id (spec section 2).
  const whose = url.searchParams.get('screen') === 'contact' ? { contactId: id } : { ticketId: id };
  await page.getByRole('button', { name: 'Refresh' }).waitFor();
  await consolePost(place.baseUrl, '/__kebab__/items', { psaId, ...whose, text: 'Added under the policy' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByText('Added under the policy').waitFor();
};

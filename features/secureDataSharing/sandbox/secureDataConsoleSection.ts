import { html } from 'hono/html';
import type { SandboxState } from '@features/api/sandbox';
import { secureDataView } from './secureDataConsoleRoutes';

/** The console page's "Secure data" section: the contact opens links and answers requests. Text only. */
export function secureDataConsoleSection(state: SandboxState) {
  const { items, requests } = secureDataView(state, '');
  const post = (path: string, label: string) =>
    html`<form method="post" action="/__sandbox/secure-data/${path}" style="display:inline">
      <button type="submit">${label}</button>
    </form>`;
  return html`
    <h2 id="secure-data">Secure data</h2>
    <p>
      Play the contact: open a link the technician sent (it shows once), answer a data request with text and a file. As
      JSON: <a href="/__sandbox/secure-data">/__sandbox/secure-data</a>. Reload to see new sends; the pod polls for
      answers.
    </p>
    <h3>Shared links</h3>
    ${
      items.length === 0
        ? html`<p>Nothing shared yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Created</th>
                <th>To</th>
                <th>Contact</th>
                <th>Status</th>
                <th>Expires</th>
                <th>Act as the contact</th>
              </tr>
            </thead>
            <tbody>
              ${items.map(
                (i) =>
                  html`<tr>
                    <td>${i.createdAt}</td>
                    <td>${i.channel ?? '—'} ${i.recipient ?? ''}</td>
                    <td>${i.contactName}</td>
                    <td>${i.status}</td>
                    <td>${i.expiresAt}</td>
                    <td>
                      ${i.status === 'sent' ? html`<a href="${i.link}">Open link</a> ` : ''}${i.status === 'sent' || i.status === 'created' ? post(`${i.id}/expire`, 'Expire') : ''}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    <h3>Data requests</h3>
    ${
      requests.length === 0
        ? html`<p>No requests yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Created</th>
                <th>Asks for</th>
                <th>Ticket</th>
                <th>To</th>
                <th>Status</th>
                <th>Act as the contact</th>
              </tr>
            </thead>
            <tbody>
              ${requests.map(
                (r) =>
                  html`<tr>
                    <td>${r.createdAt}</td>
                    <td>${r.title}</td>
                    <td>${r.psaId} ${r.ticketId ?? ''}</td>
                    <td>${r.recipient ?? '—'}</td>
                    <td>${r.status}</td>
                    <td>
                      ${r.status === 'sent' ? html`<a href="${r.link}">Answer</a> ${post(`${r.id}/expire`, 'Expire')}` : ''}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  `;
}
